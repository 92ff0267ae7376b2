import { collectionRoutes } from '@/lib/resource/routes';
import { audit } from '@/resources/audit/server';

// GET /api/system/audit: one page of the trail (newest first), the filtered total, and the current names its snapshots refer to.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = collectionRoutes(audit);
