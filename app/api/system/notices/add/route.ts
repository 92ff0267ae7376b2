import { notices } from '@/resources/notices/server';
import { addRoutes } from '@/lib/resource/routes';

// POST /api/system/notices/add
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = addRoutes(notices);
