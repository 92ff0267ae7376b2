import { editRoutes } from '@/lib/resource/routes';
import { permissions } from '@/resources/permissions/server';

// POST /api/system/permissions/edit
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = editRoutes(permissions);
