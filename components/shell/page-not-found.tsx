'use client';

import { FileQuestion, Search } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { flattenMenu, isLeaf } from '@/lib/menu';
import { useMenu, useMenuTitle } from './menu-context';
import { RefusedPage } from './refused-page';

const shown = 8;

/**
 * The 404 page in the shell (app/(console)/not-found.tsx): says the address has no page and searches
 * the pages the current role may open (titles in the page's language, and paths). Before one types,
 * the pages of the address's own section come first.
 */
export function PageNotFound() {
  const t = useTranslations('error');
  const path = usePathname();
  const title = useMenuTitle();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const leaves = flattenMenu(useMenu()).filter(isLeaf);
  const needle = query.trim().toLowerCase();
  const section = `/${path.split('/')[1] ?? ''}/`;
  const matches = needle
    ? leaves.filter((leaf) => title(leaf).toLowerCase().includes(needle) || leaf.path.toLowerCase().includes(needle))
    : [...leaves.filter((leaf) => leaf.path.startsWith(section)), ...leaves.filter((leaf) => !leaf.path.startsWith(section))];

  return (
    <RefusedPage testId="page-not-found" icon={FileQuestion} title={t('notFoundTitle')}>
      <p className="text-muted-foreground max-w-md text-sm">{t('notFoundDesc')}</p>
      <code className="bg-muted max-w-full truncate rounded px-2 py-1 text-xs">{path}</code>
      <div role="search" className="flex w-full max-w-sm flex-col gap-2 text-left">
        <label htmlFor={searchId} className="sr-only">
          {t('notFoundSearch')}
        </label>
        <div className="relative">
          <Search className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" aria-hidden />
          <Input
            id={searchId}
            type="search"
            className="pl-8"
            placeholder={t('notFoundSearch')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {matches.length > 0 ? (
          <ul className="flex flex-col" aria-label={t('notFoundSearch')}>
            {matches.slice(0, shown).map((leaf) => (
              <li key={leaf.path}>
                <Link href={leaf.path} className="hover:bg-accent flex items-center gap-2 rounded-md px-2 py-1.5 text-sm">
                  <span className="min-w-0 flex-1 truncate">{title(leaf)}</span>
                  <span className="text-muted-foreground text-xs">{leaf.path}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground px-2 text-sm" role="status">
            {t('notFoundEmpty')}
          </p>
        )}
      </div>
    </RefusedPage>
  );
}
