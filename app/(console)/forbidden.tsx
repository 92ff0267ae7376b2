import { PageForbidden } from '@/components/shell/page-forbidden';

// forbidden() of a page's guard (lib/auth/page-session.ts): 403 in the shell. Next sends this with every
// console page, so it stays a client component that asks for its details only when shown.
export default function Forbidden() {
  return <PageForbidden />;
}
