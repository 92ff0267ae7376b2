import { detailRoutes } from '@/lib/resource/routes';
import { users } from '@/resources/users/server';

// GET /api/system/users/detail/{id}: one user with roles, group and permission ids.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = detailRoutes(users);
