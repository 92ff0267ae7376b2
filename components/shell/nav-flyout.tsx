'use client';

import Link from 'next/link';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SidebarMenuButton, SidebarMenuItem } from '@/components/ui/sidebar';
import type { MenuNode } from '@/lib/menu';
import { useMenuTitle } from './menu-context';
import { MenuIcon } from './menu-icon';

// Long enough to cross the gap between the icon and the flyout, short enough to feel like hover.
const closeDelay = 200;

// One flyout open at a time: opening one closes the last at once, not after its close delay.
let closeOpenFlyout: (() => void) | undefined;

/**
 * A parent in icon mode: its children in a menu beside the icon. Opens on hover, click, Enter, Space or
 * ArrowDown (radix moves focus into it from the keyboard); Escape or leaving it closes it.
 */
export function NavFlyout({ item, isActive }: { item: MenuNode; isActive: (path: string) => boolean }) {
  const title = useMenuTitle();
  const [open, setOpenState] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelClose = () => clearTimeout(timer.current);
  const closeNow = useCallback(() => {
    clearTimeout(timer.current);
    setOpenState(false);
  }, []);
  const setOpen = (next: boolean) => {
    if (next && closeOpenFlyout !== closeNow) closeOpenFlyout?.();
    if (next) closeOpenFlyout = closeNow;
    else if (closeOpenFlyout === closeNow) closeOpenFlyout = undefined;
    setOpenState(next);
  };
  const closeSoon = () => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), closeDelay);
  };
  useEffect(
    () => () => {
      cancelClose();
      if (closeOpenFlyout === closeNow) closeOpenFlyout = undefined;
    },
    [closeNow],
  );
  // Hover is for a mouse; touch and pen open it by tapping.
  const hover = {
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType !== 'mouse') return;
      cancelClose();
      setOpen(true);
    },
    onPointerLeave: (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType === 'mouse') closeSoon();
    },
  };

  return (
    <SidebarMenuItem>
      <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenuTrigger asChild>
          <SidebarMenuButton
            ref={triggerRef}
            isActive={isActive(item.path)}
            data-testid={`flyout-${item.path}`}
            {...hover}
            // A click on a menu that hover already opened keeps it open instead of toggling it shut.
            onPointerDown={(e) => {
              if (open && e.pointerType === 'mouse') e.preventDefault();
            }}
          >
            <MenuIcon name={item.icon} />
            <span>{title(item)}</span>
          </SidebarMenuButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          side="right"
          align="start"
          sideOffset={8}
          className="min-w-48"
          {...hover}
          // A press on the trigger is not "outside": while the last close still animates, the closing menu
          // would otherwise dismiss the open that hovering the trigger has just made.
          onPointerDownOutside={(e) => {
            if (e.target instanceof Node && triggerRef.current?.contains(e.target)) e.preventDefault();
          }}
        >
          <DropdownMenuLabel>{title(item)}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <FlyoutItems items={item.children ?? []} isActive={isActive} />
        </DropdownMenuContent>
      </DropdownMenu>
    </SidebarMenuItem>
  );
}

function FlyoutItems({ items, isActive }: { items: MenuNode[]; isActive: (path: string) => boolean }) {
  const title = useMenuTitle();
  return items.map((child) =>
    child.children?.length ? (
      <DropdownMenuSub key={child.path}>
        <DropdownMenuSubTrigger>{title(child)}</DropdownMenuSubTrigger>
        <DropdownMenuSubContent className="min-w-48">
          <FlyoutItems items={child.children} isActive={isActive} />
        </DropdownMenuSubContent>
      </DropdownMenuSub>
    ) : (
      <DropdownMenuItem key={child.path} asChild data-active={isActive(child.path)} className="data-[active=true]:bg-accent data-[active=true]:font-medium">
        <Link href={child.path} aria-current={isActive(child.path) ? 'page' : undefined}>
          {title(child)}
        </Link>
      </DropdownMenuItem>
    ),
  );
}
