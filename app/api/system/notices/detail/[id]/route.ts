import { notices } from '@/resources/notices/server';
import { detailRoutes } from '@/lib/resource/routes';

// GET /api/system/notices/detail/{id}
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = detailRoutes(notices);
