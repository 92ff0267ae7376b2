import { moveRoutes } from '@/lib/resource/routes';
import { permissions } from '@/resources/permissions/server';

// POST /api/system/permissions/move: top, up or down among its siblings.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = moveRoutes(permissions);
