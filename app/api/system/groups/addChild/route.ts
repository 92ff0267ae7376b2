import { addChildRoutes } from '@/lib/resource/routes';
import { groups } from '@/resources/groups/server';

// POST /api/system/groups/addChild: a new node, last under its parent.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = addChildRoutes(groups);
