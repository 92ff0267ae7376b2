import { exportRoutes } from '@/lib/resource/routes';
import { groups } from '@/resources/groups/server';

// POST /api/system/groups/export: every node the list's filters match, as a streamed CSV download.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = exportRoutes(groups);
