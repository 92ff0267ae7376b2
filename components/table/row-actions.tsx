'use client';

import type { LucideIcon } from 'lucide-react';
import { MoreHorizontal } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export interface RowAction {
  /** Also the item's `data-testid` (`action-<key>`). */
  key: string;
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  disabled?: boolean;
  /** Why the server would refuse it: the item is disabled and says so under its label. */
  refusal?: string;
  destructive?: boolean;
}

export interface RowActionsProps {
  /** Names the row for screen readers ("Actions: IT Department"). */
  rowLabel: string;
  /** Groups of actions, separated by a line; empty groups are dropped (permissions hide actions). */
  groups: readonly (readonly RowAction[])[];
}

/** A row's actions in a menu (fits phones); nothing renders when the role may do none of them. */
export function RowActions({ rowLabel, groups }: RowActionsProps) {
  const t = useTranslations('table');
  const shown = groups.filter((group) => group.length > 0);
  if (shown.length === 0) return null;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`${t('actions')}: ${rowLabel}`} data-testid="row-actions">
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        {shown.map((group, i) => (
          <Fragment key={group[0]?.key ?? i}>
            {i > 0 && <DropdownMenuSeparator />}
            {group.map(({ key, label, icon: Icon, onSelect, disabled, refusal, destructive }) => (
              <DropdownMenuItem
                key={key}
                disabled={disabled || refusal !== undefined}
                variant={destructive ? 'destructive' : 'default'}
                onSelect={onSelect}
                title={refusal}
                data-testid={`action-${key}`}
              >
                <Icon aria-hidden />
                {refusal ? (
                  <span className="flex flex-col">
                    {label}
                    <span className="text-muted-foreground max-w-52 text-xs" data-testid={`refusal-${key}`}>
                      {refusal}
                    </span>
                  </span>
                ) : (
                  label
                )}
              </DropdownMenuItem>
            ))}
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
