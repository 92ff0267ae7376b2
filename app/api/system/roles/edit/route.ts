import { editRoutes } from '@/lib/resource/routes';
import { roles } from '@/resources/roles/server';

// POST /api/system/roles/edit: edits the fields present; `permissions` replaces the role's ids.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = editRoutes(roles);
