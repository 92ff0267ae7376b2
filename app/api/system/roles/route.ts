import { collectionRoutes } from '@/lib/resource/routes';
import { roles } from '@/resources/roles/server';

// POST /api/system/roles: one filtered, sorted page and the filtered total; DELETE: the roles whose ids the body lists.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = collectionRoutes(roles);
