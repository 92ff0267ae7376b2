import { detailRoutes } from '@/lib/resource/routes';
import { groups } from '@/resources/groups/server';

// GET /api/system/groups/detail/{id}
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = detailRoutes(groups);
