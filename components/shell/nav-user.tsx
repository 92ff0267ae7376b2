'use client';

import { Check, ChevronsUpDown, CircleUser, LogOut, UserCog } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem, useSidebar } from '@/components/ui/sidebar';
import { notify } from '@/lib/client/notify';
import { useOwnAvatar } from '@/components/account/avatar-api';
import { useSession } from './session-context';
import { UserAvatar } from './user-avatar';

/** The footer user menu: who is signed in, the role in force (all roles or one held role), one's account, log out. */
export function NavUser() {
  const { user, switchRole, logout } = useSession();
  const { isMobile } = useSidebar();
  const t = useTranslations('sidebar.user');
  const [busy, setBusy] = useState(false);
  const rolesLabel = useId();
  const avatar = useOwnAvatar(user.id);
  const roles = [{ role: 'all', name: t('all') }, ...user.roles];
  const choose = async (role: string) => {
    if (role === user.currentRole) return;
    setBusy(true);
    const switched = await switchRole(role).then(
      () => true,
      () => false,
    );
    setBusy(false);
    if (switched) notify.success(t('switched', { role: roles.find((r) => r.role === role)?.name ?? role }));
  };
  const identity = (
    <>
      <UserAvatar user={user} url={avatar} />
      <div className="grid flex-1 text-left text-sm leading-tight">
        <span className="truncate font-medium">{user.name}</span>
        <span className="text-muted-foreground truncate text-xs">{user.email}</span>
      </div>
    </>
  );
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton size="lg" data-testid="user-menu" className="data-[state=open]:bg-sidebar-accent">
              {identity}
              <ChevronsUpDown className="ml-auto size-4" />
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            className="w-(--radix-dropdown-menu-trigger-width) min-w-56 rounded-lg"
            side={isMobile ? 'bottom' : 'right'}
            align="end"
            sideOffset={4}
          >
            <DropdownMenuLabel className="p-0 font-normal">
              <div className="flex items-center gap-2 px-1 py-1.5">{identity}</div>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuLabel id={rolesLabel} className="text-muted-foreground flex items-center gap-2 text-xs">
              <UserCog className="size-3.5" />
              {t('currentRole')}
            </DropdownMenuLabel>
            <DropdownMenuGroup aria-labelledby={rolesLabel}>
              {roles.map((r) => (
                <DropdownMenuItem
                  key={r.role}
                  disabled={busy}
                  data-testid={`role-${r.role}`}
                  data-active={r.role === user.currentRole}
                  className="data-[active=true]:bg-accent data-[active=true]:font-medium"
                  onSelect={() => void choose(r.role)}
                >
                  {r.name}
                  {r.role === user.currentRole && <Check className="ml-auto" />}
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild data-testid="account">
              <Link href="/account">
                <CircleUser />
                {t('account')}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void logout()} data-testid="logout">
              <LogOut />
              {t('logout')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
