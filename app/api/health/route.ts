import { NextResponse } from 'next/server';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { databaseReachable } from '@/lib/server/health';

// GET /api/health — for load balancers and probes: public, says only whether the database answers.
const unavailable = { description: 'The database does not answer: `{code: 503, data: {status: "unavailable", database: "down"}}`.', data: true } as const;

export const GET = route({ permission: 'anonymous', responses: { 503: unavailable } }, async () => {
  const up = await databaseReachable();
  return NextResponse.json(
    { code: up ? 200 : 503, data: { status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' } },
    { status: up ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
