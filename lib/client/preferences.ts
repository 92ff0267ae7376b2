import type { PreferencesChange } from '@/lib/preferences/schema';
import { apiRequest } from './api';

let pending: PreferencesChange = {};
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Saves a change of the user's preferences on the server (POST /api/user/preferences), gathering the
 * changes of the next half second into one request; a failure is quiet (the page keeps its state).
 */
export function savePreferences(change: PreferencesChange, delayMs = 500): void {
  pending = { ...pending, ...change };
  clearTimeout(timer);
  timer = setTimeout(() => {
    const body = pending;
    pending = {};
    apiRequest('user/preferences', { method: 'POST', body, toastError: false }).catch(() => undefined);
  }, delayMs);
}
