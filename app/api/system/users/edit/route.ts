import { editRoutes } from '@/lib/resource/routes';
import { users } from '@/resources/users/server';

// POST /api/system/users/edit: edits the fields present.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = editRoutes(users);
