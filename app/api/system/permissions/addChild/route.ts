import { addChildRoutes } from '@/lib/resource/routes';
import { permissions } from '@/resources/permissions/server';

// POST /api/system/permissions/addChild: a new node, last under its parent.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = addChildRoutes(permissions);
