import { exportRoutes } from '@/lib/resource/routes';
import { roles } from '@/resources/roles/server';

// POST /api/system/roles/export: every role the list's filters match, as a streamed CSV download.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = exportRoutes(roles);
