import { exportRoutes } from '@/lib/resource/routes';
import { audit } from '@/resources/audit/server';

// POST /api/system/audit/export: every entry the list's filters match, as a streamed CSV download.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = exportRoutes(audit);
