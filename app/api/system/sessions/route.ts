import { collectionRoutes } from '@/lib/resource/routes';
import { sessions } from '@/resources/sessions/server';

// POST /api/system/sessions: one filtered, sorted page of live sessions in the data scope, and their total.
// DELETE /api/system/sessions: signs out the sessions whose ids the body lists (one's own current one too,
// and says so, clearing this browser's cookie).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = collectionRoutes(sessions);
