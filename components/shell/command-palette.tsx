'use client';

import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CommandDialog, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { isLeaf, type MenuNode } from '@/lib/menu';
import { useMenu, useMenuTitle } from './menu-context';
import { MenuIcon } from './menu-icon';

/** Ctrl/Cmd + K: jump to any page the current role permits, searched in the current language. */
export function CommandPalette() {
  const t = useTranslations();
  const router = useRouter();
  const title = useMenuTitle();
  const [open, setOpen] = useState(false);
  // The dialog and its list of every page mount on the first open, not with each server render.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        setOpen((value) => !value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const sections = useMenu();
  const leavesOf = (node: MenuNode): MenuNode[] => (isLeaf(node) ? [node] : (node.children ?? []).filter(isLeaf));
  const go = (path: string) => {
    setOpen(false);
    router.push(path);
  };

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-muted-foreground hidden w-56 justify-start gap-2 md:flex"
        onClick={() => setOpen(true)}
        data-testid="command-open"
      >
        <Search />
        <span className="min-w-0 flex-1 truncate text-left">{t('command.search')}</span>
        <kbd className="bg-muted text-foreground rounded border px-1.5 font-mono text-[10px]">Ctrl K</kbd>
      </Button>
      <Button variant="ghost" size="icon" className="md:hidden" onClick={() => setOpen(true)} aria-label={t('command.search')}>
        <Search />
      </Button>
      {opened && (
        <CommandDialog open={open} onOpenChange={setOpen} title={t('command.title')} description={t('command.description')}>
          <CommandInput placeholder={t('command.placeholder')} />
          <CommandList>
            <CommandEmpty>{t('command.empty')}</CommandEmpty>
            {sections.map((section) => (
              <CommandGroup key={section.path} heading={title(section)}>
                {leavesOf(section).map((leaf) => (
                  <CommandItem
                    key={leaf.path}
                    value={`${title(section)} ${title(leaf)}`}
                    keywords={[leaf.path]}
                    onSelect={() => go(leaf.path)}
                  >
                    <MenuIcon name={section.icon} />
                    <span>{title(leaf)}</span>
                    <span className="text-muted-foreground ml-auto text-xs">{leaf.path}</span>
                  </CommandItem>
                ))}
              </CommandGroup>
            ))}
          </CommandList>
        </CommandDialog>
      )}
    </>
  );
}
