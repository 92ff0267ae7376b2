import { NextResponse } from 'next/server';
import { route } from '@/lib/api/route';
import { setTokenCookie } from '@/lib/auth/cookie';
import { login, loginSchema } from '@/lib/auth/login';
import { translate } from '@/lib/i18n/translate';

// POST /api/user/login
export const POST = route({ permission: 'public', body: loginSchema }, async ({ body, locale }) => {
  const result = await login(body);
  if (result.status === 'error') {
    const msg = translate(locale, result.messageId);
    return NextResponse.json({ code: 200, data: { status: 'error', field: result.field, msg } });
  }
  return setTokenCookie(NextResponse.json({ code: 200, data: { status: 'ok', token: result.token } }), result.token);
});
