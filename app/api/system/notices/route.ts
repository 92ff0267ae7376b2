import { notices } from '@/resources/notices/server';
import { collectionRoutes } from '@/lib/resource/routes';

// POST /api/system/notices: one filtered, sorted page and the filtered total; DELETE: the notices whose ids the body lists.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = collectionRoutes(notices);
