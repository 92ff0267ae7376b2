import { notices } from '@/resources/notices/server';
import { exportRoutes } from '@/lib/resource/routes';

// POST /api/system/notices/export
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = exportRoutes(notices);
