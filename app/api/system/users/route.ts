import { collectionRoutes } from '@/lib/resource/routes';
import { users } from '@/resources/users/server';

// POST /api/system/users: one filtered, sorted page and the filtered total; DELETE: the users whose ids the body lists.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = collectionRoutes(users);
