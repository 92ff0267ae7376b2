import { ModuleNotFound } from '@/components/shell/module-not-found';
import { requireMenuPath } from '@/lib/auth/page-session';

// Any menu path without a page of its own: the guard redirects parents and refuses the rest,
// so what renders here is a permitted leaf whose module does not exist yet.
export default async function MenuLeafPage({ params }: { params: Promise<{ slug: string[] }> }) {
  const path = `/${(await params).slug.join('/')}`;
  await requireMenuPath(path);
  return <ModuleNotFound path={path} />;
}
