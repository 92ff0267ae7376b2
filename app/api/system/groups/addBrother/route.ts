import { addBrotherRoutes } from '@/lib/resource/routes';
import { groups } from '@/resources/groups/server';

// POST /api/system/groups/addBrother: a new node, right after its brother.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = addBrotherRoutes(groups);
