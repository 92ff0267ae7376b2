import { NextResponse } from 'next/server';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { newChallenge } from '@/lib/auth/login-challenge';

// GET /api/user/login/challenge: a proof-of-work challenge for a sign-in on a throttled account
// (lib/auth/login-challenge.ts). Made without the database, signed, and good for five minutes.
export const GET = route({ permission: 'anonymous' }, async () =>
  NextResponse.json({ code: 200, data: await newChallenge() }, { headers: { 'cache-control': 'no-store' } }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
