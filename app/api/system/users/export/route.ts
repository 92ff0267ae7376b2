import { exportRoutes } from '@/lib/resource/routes';
import { users } from '@/resources/users/server';

// POST /api/system/users/export: every user the list's filters match (in the data scope), as a streamed CSV download.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = exportRoutes(users);
