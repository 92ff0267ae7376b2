import { SigninPage } from '@/resources/signins/ui/signin-page';
import { requirePage } from '@/lib/auth/page-session';

export default async function Page() {
  await requirePage('/system/signin');
  return <SigninPage />;
}
