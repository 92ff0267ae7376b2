'use client';

import { useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/client/notify';
import type { FormMode } from './form-spec';

/** What a form saved: the record's id (when the write or the form tells it) and name, and how. */
export interface SavedRecord {
  id: string | undefined;
  label: string;
  mode: FormMode;
}

/** Whether the page brought the row on screen, or why not: the list's filters leave it out, or it lies too far down to find. */
export type Revealed = 'shown' | 'filtered' | 'far';

/** The row to mark in the table; `seq` is new each time, so showing the same row again scrolls to it again. */
export interface RowHighlight {
  id: string;
  seq: number;
}

const highlightFor = 6000;

/**
 * After an add or edit: the toast names the record ("User “alice” added") and offers Show, and the row
 * is marked in the table (for a few seconds) wherever it is on screen. Show asks the page to `reveal`
 * the row (a flat page goes to the row's page); when it cannot (the list's filters leave the row out, or
 * it lies too far down to find), a toast says so.
 */
export function useSavedRow({
  t,
  ns,
  reveal,
}: {
  t: (key: string, values?: Record<string, string>) => string;
  ns: string;
  reveal: (id: string) => Promise<Revealed>;
}) {
  const [highlight, setHighlight] = useState<RowHighlight | null>(null);
  const seq = useRef(0);
  const revealRef = useRef(reveal);
  useEffect(() => {
    revealRef.current = reveal;
  });
  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(null), highlightFor);
    return () => clearTimeout(timer);
  }, [highlight]);

  const mark = (id: string) => {
    seq.current += 1;
    setHighlight({ id, seq: seq.current });
  };
  const show = async (id: string, label: string) => {
    // The page's current reveal: the list may have moved on since the save.
    const revealed = await revealRef.current(id);
    if (revealed === 'shown') mark(id);
    else notify.info(t(revealed === 'far' ? 'table.tooFar' : 'table.notListed', { name: label }));
  };
  const onSaved = ({ id, label, mode }: SavedRecord) => {
    const message = t(`${ns}.saved`, { mode: mode === 'edit' ? 'edit' : 'add', name: label });
    if (id === undefined) return notify.success(message);
    mark(id);
    notify.success(message, { label: t('table.show'), onClick: () => void show(id, label) });
  };
  return { highlight, onSaved };
}
