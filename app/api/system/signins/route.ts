import { collectionRoutes } from '@/lib/resource/routes';
import { signins } from '@/resources/signins/server';

// POST /api/system/signins: one page of the sign-in history in the data scope, newest first, and the total.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = collectionRoutes(signins);
