import { NextResponse } from 'next/server';
import { route } from '@/lib/api/route';
import { databaseReachable } from '@/lib/server/health';

// GET /api/health — for load balancers and probes: public, says only whether the database answers.
export const GET = route({ permission: 'anonymous' }, async () => {
  const up = await databaseReachable();
  return NextResponse.json(
    { code: up ? 200 : 503, data: { status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' } },
    { status: up ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
});
