import { PageNotFound } from '@/components/shell/page-not-found';

// notFound() of a page's guard (lib/auth/page-session.ts): 404 in the shell, for an address that is no page.
export default function NotFound() {
  return <PageNotFound />;
}
