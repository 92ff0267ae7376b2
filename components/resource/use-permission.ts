'use client';

import { useSession } from '@/components/shell/session-context';
import type { Action } from '@/lib/rbac';

/**
 * Whether the current role holds `action` on the page `path` (an action grant). Only hides buttons:
 * the server refuses what is not granted anyway.
 */
export function usePermission(path: string, action: Action): boolean {
  const { user } = useSession();
  return user.permissions.some((p) => p.type === 'action' && p.path === path && 'action' in p && p.action === action);
}
