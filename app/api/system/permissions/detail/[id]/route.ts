import { detailRoutes } from '@/lib/resource/routes';
import { permissions } from '@/resources/permissions/server';

// GET /api/system/permissions/detail/{id}
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = detailRoutes(permissions);
