'use client';

import { Check, ChevronsUpDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { PickerTrigger } from '@/components/ui/picker-trigger';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { inTreeOrder, type FlatNode } from './build-tree';

export interface TreeOption extends FlatNode {
  label: string;
  /** Shown but not choosable (e.g. an action as a parent). */
  disabled?: boolean;
}

export interface TreeSelectProps {
  /** The tree as a flat list (`parentId`, `order`); nodes are indented by depth. */
  options: readonly TreeOption[];
  /** The chosen node's id ('' may be a real option, e.g. "top level"). */
  value: string | undefined;
  onChange: (id: string) => void;
  /** Trigger text when nothing is chosen. */
  placeholder?: string;
  disabled?: boolean;
  /** For a <label htmlFor>. */
  id?: string;
  invalid?: boolean;
  /** A name shown before the choice in the trigger (a toolbar's filter, which has no label beside it). */
  label?: string;
  /** Classes of the trigger button (e.g. a toolbar's height and width). */
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** Picks one node of a tree: a searchable, indented list in a popover (keyboard: type, arrows, Enter). */
export function TreeSelect({ options, value, onChange, placeholder, disabled, id, invalid, label, className, ...aria }: TreeSelectProps) {
  const t = useTranslations('treeSelect');
  const [open, setOpen] = useState(false);
  const rows = useMemo(() => inTreeOrder(options), [options]);
  const chosen = options.find((option) => option.id === value);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <PickerTrigger
          id={id}
          open={open}
          invalid={invalid}
          aria-label={aria['aria-label']}
          aria-describedby={aria['aria-describedby']}
          aria-required={aria['aria-required']}
          disabled={disabled}
          className={className}
        >
          <span className="flex min-w-0 items-center gap-1.5">
            {label && <span className="text-muted-foreground shrink-0">{label}</span>}
            <span className={cn('truncate', !chosen && 'text-muted-foreground')}>{chosen ? chosen.label : (placeholder ?? t('placeholder'))}</span>
          </span>
          <ChevronsUpDown className="opacity-50" aria-hidden />
        </PickerTrigger>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64 p-0" align="start">
        <Command>
          <CommandInput placeholder={t('search')} />
          <CommandList>
            <CommandEmpty>{t('empty')}</CommandEmpty>
            {rows.map(({ node, depth }) => (
              <CommandItem
                key={node.id || '(root)'}
                value={`${node.label} ${node.id}`}
                disabled={node.disabled}
                data-testid={`tree-option-${node.id || 'root'}`}
                onSelect={() => {
                  onChange(node.id);
                  setOpen(false);
                }}
              >
                <span style={{ paddingLeft: `${depth}rem` }} className="truncate">
                  {node.label}
                </span>
                {node.id && <span className="text-muted-foreground ml-auto font-mono text-xs">{node.id}</span>}
                <Check className={cn('size-4', node.id === value ? 'opacity-100' : 'opacity-0')} aria-hidden />
              </CommandItem>
            ))}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
