import { editRoutes } from '@/lib/resource/routes';
import { groups } from '@/resources/groups/server';

// POST /api/system/groups/edit
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = editRoutes(groups);
