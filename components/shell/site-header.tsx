import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { config } from '@/lib/config';
import { CommandPalette } from './command-palette';
import { ConsoleName } from './console-settings-context';
import { GithubIcon } from './github-icon';
import { HeaderBreadcrumbs } from './header-breadcrumbs';
import { LocaleSwitcher } from './locale-switcher';
import { ThemeColorPicker } from './theme-color-picker';
import { ThemeSwitcher } from './theme-switcher';

export function SiteHeader() {
  const t = useTranslations('a11y');
  return (
    <header className="bg-background/95 sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b px-4 backdrop-blur">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-2 data-[orientation=vertical]:h-4" />
      {/* On a phone the sidebar (and its name) is folded away: the header names the console. */}
      <span className="max-w-32 truncate text-sm font-semibold md:hidden" data-testid="header-console-name">
        <ConsoleName />
      </span>
      <HeaderBreadcrumbs />
      <div className="ml-auto flex items-center gap-1">
        <CommandPalette />
        <NotificationBell />
        <LocaleSwitcher />
        <ThemeSwitcher />
        <ThemeColorPicker />
        <Button variant="ghost" size="icon" asChild>
          <a href={config.githubUrl} target="_blank" rel="noopener noreferrer" aria-label={t('github')}>
            <GithubIcon />
          </a>
        </Button>
      </div>
    </header>
  );
}
