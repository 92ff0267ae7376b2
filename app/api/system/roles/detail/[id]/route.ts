import { detailRoutes } from '@/lib/resource/routes';
import { roles } from '@/resources/roles/server';

// GET /api/system/roles/detail/{id}
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = detailRoutes(roles);
