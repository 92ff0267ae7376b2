import { ArrowDown, ArrowUp, ArrowUpToLine, Eye, ListPlus, Pencil, Trash2, CornerDownRight } from 'lucide-react';
import type { RowAction } from './row-actions';

export type MoveDirection = 'top' | 'up' | 'down';

export interface TreeActionContext {
  /** The role's grants on the page: add (add child/brother), edit (edit, move), delete. */
  can: { add: boolean; edit: boolean; delete: boolean };
  /** Where the node sits among its siblings (moves that would change nothing are disabled). */
  first: boolean;
  last: boolean;
  /** False for nodes that cannot have children (a permission action). */
  canHaveChildren?: boolean;
  detail: () => void;
  addChild: () => void;
  addBrother: () => void;
  edit: () => void;
  move: (direction: MoveDirection) => void;
  remove: () => void;
  /** Why the server would refuse the delete, if it would. */
  removeRefusal?: string;
}

/** The tree pages' row menu: detail; add child/brother; edit and moves; delete. Hidden per grant. */
export function treeActionGroups(t: (key: string) => string, c: TreeActionContext): RowAction[][] {
  return [
    [{ key: 'detail', label: t('button.detail'), icon: Eye, onSelect: c.detail }],
    c.can.add
      ? [
          { key: 'addChild', label: t('button.addChild'), icon: CornerDownRight, onSelect: c.addChild, disabled: c.canHaveChildren === false },
          { key: 'addBrother', label: t('button.addBrother'), icon: ListPlus, onSelect: c.addBrother },
        ]
      : [],
    c.can.edit
      ? [
          { key: 'edit', label: t('button.edit'), icon: Pencil, onSelect: c.edit },
          { key: 'moveTop', label: t('button.moveTop'), icon: ArrowUpToLine, onSelect: () => c.move('top'), disabled: c.first },
          { key: 'moveUp', label: t('button.moveUp'), icon: ArrowUp, onSelect: () => c.move('up'), disabled: c.first },
          { key: 'moveDown', label: t('button.moveDown'), icon: ArrowDown, onSelect: () => c.move('down'), disabled: c.last },
        ]
      : [],
    c.can.delete ? [{ key: 'delete', label: t('button.delete'), icon: Trash2, onSelect: c.remove, destructive: true, refusal: c.removeRefusal }] : [],
  ];
}
