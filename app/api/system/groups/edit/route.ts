import { editRoutes } from '@/lib/resource/routes';
import { groups } from '@/lib/groups/server';

// POST /api/system/groups/edit
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = editRoutes(groups);
