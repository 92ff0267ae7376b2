import { moveRoutes } from '@/lib/resource/routes';
import { groups } from '@/resources/groups/server';

// POST /api/system/groups/move: top, up or down among its siblings.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = moveRoutes(groups);
