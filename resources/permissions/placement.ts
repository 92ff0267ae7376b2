import type { PermissionType } from './schema';

export interface PlacementParent {
  type: PermissionType;
  path: string;
}

export type Placement = { path: string } | { messageId: string };

/**
 * Where an item may sit and the path it takes there: nothing goes below an action; an action goes
 * directly below a non-action item and takes that item's path; any other item keeps its own path.
 */
export function placement(type: PermissionType, parent: PlacementParent | null, ownPath: string): Placement {
  if (parent?.type === 'action') return { messageId: 'api.error.actionParent' };
  if (type !== 'action') return { path: ownPath };
  if (!parent) return { messageId: 'api.error.actionNeedsMenu' };
  return { path: parent.path };
}
