'use client';

import type { Column } from '@tanstack/react-table';
import { Check, PlusCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList, CommandSeparator } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Separator } from '@/components/ui/separator';
import { cn } from '@/lib/utils';
import type { SystemFeatures } from '@/components/table/table-features';
import type { Employee } from './employees';

interface FacetedFilterProps {
  column: Column<SystemFeatures, Employee, unknown>;
  title: string;
  options: readonly { value: string; label: string }[];
}

/** A column filter by values, with the count of rows for each value under the other filters. */
export function FacetedFilter({ column, title, options }: FacetedFilterProps) {
  const t = useTranslations('page.component.table');
  const counts = column.getFacetedUniqueValues();
  const chosen = new Set((column.getFilterValue() as string[] | undefined) ?? []);
  const set = (next: Set<string>) => column.setFilterValue(next.size ? [...next] : undefined);

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className="h-8 border-dashed" data-testid={`facet-${column.id}`}>
          <PlusCircle />
          {title}
          {chosen.size > 0 ? (
            <>
              <Separator orientation="vertical" className="mx-1 h-4" />
              <Badge variant="secondary" className="rounded-sm px-1 font-normal lg:hidden">
                {chosen.size}
              </Badge>
              <div className="hidden gap-1 lg:flex">
                {chosen.size > 2 ? (
                  <Badge variant="secondary" className="rounded-sm px-1 font-normal">
                    {t('chosenCount', { count: chosen.size })}
                  </Badge>
                ) : (
                  options
                    .filter((o) => chosen.has(o.value))
                    .map((o) => (
                      <Badge key={o.value} variant="secondary" className="rounded-sm px-1 font-normal">
                        {o.label}
                      </Badge>
                    ))
                )}
              </div>
            </>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-56 p-0" align="start">
        <Command>
          <CommandInput placeholder={title} />
          <CommandList>
            <CommandEmpty>{t('noMatches')}</CommandEmpty>
            <CommandGroup>
              {options.map((o) => {
                const on = chosen.has(o.value);
                return (
                  <CommandItem
                    key={o.value}
                    value={o.label}
                    onSelect={() => {
                      const next = new Set(chosen);
                      if (on) next.delete(o.value);
                      else next.add(o.value);
                      set(next);
                    }}
                  >
                    <span
                      className={cn(
                        'border-primary flex size-4 items-center justify-center rounded-[4px] border',
                        on ? 'bg-primary text-primary-foreground' : 'opacity-50 [&_svg]:invisible',
                      )}
                    >
                      <Check className="size-3 text-current" />
                    </span>
                    <span>{o.label}</span>
                    <span className="text-muted-foreground ml-auto font-mono text-xs">{counts.get(o.value) ?? 0}</span>
                  </CommandItem>
                );
              })}
            </CommandGroup>
            {chosen.size > 0 ? (
              <>
                <CommandSeparator />
                <CommandGroup>
                  <CommandItem onSelect={() => set(new Set())} className="justify-center text-center">
                    {t('clearFilter')}
                  </CommandItem>
                </CommandGroup>
              </>
            ) : null}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
