import { defineResource } from '@/lib/resource/definition';
import { addBrotherGroupSchema, addChildGroupSchema, editGroupSchema, groupFilterSchema } from './schema';

/** Groups (`/system/group`): a tree, read whole and filtered; nodes added under or beside another, moved among siblings. */
export const groupResource = defineResource({
  api: 'system/groups',
  path: '/system/group',
  messages: 'page.system.group',
  name: 'groups',
  contract: { list: groupFilterSchema, edit: editGroupSchema, addChild: addChildGroupSchema, addBrother: addBrotherGroupSchema },
  exports: true,
});
