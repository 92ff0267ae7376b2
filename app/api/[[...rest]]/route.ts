import { notFound } from '@/lib/api/errors';
import { route } from '@/lib/api/route';

// Any path under /api that no route serves, for every method, signed in or not: 404 with the JSON
// envelope (without it the console's own catch-all page would answer, a redirect to /login).
const answer = route({ permission: 'anonymous' }, async () => {
  throw notFound();
});

export const GET = answer;
export const POST = answer;
export const PUT = answer;
export const PATCH = answer;
export const DELETE = answer;
export const OPTIONS = answer;
