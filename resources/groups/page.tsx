import { GroupPage } from '@/resources/groups/ui/group-page';
import { requirePage } from '@/lib/auth/page-session';

export default async function Page() {
  await requirePage('/system/group');
  return <GroupPage />;
}
