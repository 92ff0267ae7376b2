import { exportRoutes } from '@/lib/resource/routes';
import { permissions } from '@/resources/permissions/server';

// POST /api/system/permissions/export: every node the list's filters match, as a streamed CSV download.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = exportRoutes(permissions);
