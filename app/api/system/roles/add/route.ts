import { addRoutes } from '@/lib/resource/routes';
import { roles } from '@/resources/roles/server';

// POST /api/system/roles/add
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = addRoutes(roles);
