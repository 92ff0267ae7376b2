import { collectionRoutes } from '@/lib/resource/routes';
import { groups } from '@/resources/groups/server';

// POST /api/system/groups: the tree, filtered; DELETE: the nodes whose ids the body lists (with their subtrees).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = collectionRoutes(groups);
