import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/page-session';

// `/`: the guard redirects to the first permitted page; this renders only when there is none.
export default async function HomePage() {
  await requirePage('/');
  const t = await getTranslations('error');
  return <p className="text-muted-foreground py-24 text-center">{t('noMenu')}</p>;
}
