import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { config } from '@/lib/config';
import { CommandPalette } from './command-palette';
import { GithubIcon } from './github-icon';
import { HeaderTitle } from './header-title';
import { LocaleSwitcher } from './locale-switcher';
import { ThemeColorPicker } from './theme-color-picker';
import { ThemeSwitcher } from './theme-switcher';

export function SiteHeader() {
  const t = useTranslations('a11y');
  return (
    <header className="bg-background/95 sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b px-4 backdrop-blur max-md:gap-1 max-md:px-3">
      {/* On a phone the buttons are 40 px for a finger, and the header keeps room for one whole name. */}
      <SidebarTrigger className="pointer-coarse:size-10 -ml-1 shrink-0" />
      <Separator orientation="vertical" className="mr-2 max-md:hidden data-[orientation=vertical]:h-4" />
      <HeaderTitle />
      <div className="ml-auto flex shrink-0 items-center gap-1 max-md:gap-0 max-md:pointer-coarse:[&>button]:size-10">
        <CommandPalette />
        <NotificationBell />
        <LocaleSwitcher />
        <ThemeSwitcher />
        <ThemeColorPicker />
        {/* The project's link: not on a phone, where the header's room goes to the console's controls. */}
        <Button variant="ghost" size="icon" className="max-md:hidden" asChild>
          <a href={config.githubUrl} target="_blank" rel="noopener noreferrer" aria-label={t('github')}>
            <GithubIcon />
          </a>
        </Button>
      </div>
    </header>
  );
}
