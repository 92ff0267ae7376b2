'use client';

import { useEffect, useState } from 'react';
import { setUnsaved } from '@/lib/client/unsaved';

/**
 * Registers a form's unsaved input while it has some (react-hook-form's `isDirty`): a session that
 * ends meanwhile then asks to sign in again in place instead of leaving the page (lib/client/api.ts).
 */
export function useUnsavedInput(dirty: boolean): void {
  const [form] = useState(() => Symbol('form'));
  useEffect(() => {
    setUnsaved(form, dirty);
    return () => setUnsaved(form, false);
  }, [form, dirty]);
}
