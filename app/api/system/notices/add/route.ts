import { notices } from '@/resources/notice/server';
import { addRoutes } from '@/lib/resource/routes';

// POST /api/system/notices/add
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = addRoutes(notices);
