import { publishedRoutes } from '@/resources/notices/published-route';

// GET /api/notices/published: the notices every signed-in user reads on the dashboard.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = publishedRoutes;
