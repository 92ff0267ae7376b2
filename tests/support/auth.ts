import { POST as loginRoute } from '@/app/api/user/login/route';
import { call } from './call';

/** Signs in and answers the token (fails the test when sign-in fails). */
export async function signIn(username = 'super', password = username): Promise<string> {
  const { body } = await call(loginRoute, { body: { username, password } });
  if (body?.data?.status !== 'ok') throw new Error(`sign-in as ${username} failed: ${JSON.stringify(body)}`);
  return body.data.token as string;
}
