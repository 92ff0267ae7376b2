import { addBrotherRoutes } from '@/lib/resource/routes';
import { permissions } from '@/resources/permissions/server';

// POST /api/system/permissions/addBrother: a new node, right after its brother.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = addBrotherRoutes(permissions);
