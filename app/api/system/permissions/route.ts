import { collectionRoutes } from '@/lib/resource/routes';
import { permissions } from '@/resources/permissions/server';

// POST /api/system/permissions: the tree, filtered; DELETE: the nodes whose ids the body lists (with their subtrees). GET: every permission (the role and user pages pick from it).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = collectionRoutes(permissions);
