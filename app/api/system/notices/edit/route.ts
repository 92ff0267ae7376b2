import { notices } from '@/resources/notices/server';
import { editRoutes } from '@/lib/resource/routes';

// POST /api/system/notices/edit
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = editRoutes(notices);
