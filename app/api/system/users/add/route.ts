import { addRoutes } from '@/lib/resource/routes';
import { users } from '@/resources/users/server';

// POST /api/system/users/add: answers the new user's id (and its generated password, once).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = addRoutes(users);
