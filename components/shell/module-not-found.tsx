import { FileQuestion } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

/** The spec's 'Module not found' state for a menu leaf whose page does not exist yet. */
export async function ModuleNotFound({ path }: { path: string }) {
  const t = await getTranslations('error');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 py-24 text-center">
      <FileQuestion className="text-muted-foreground size-12" aria-hidden />
      <h1 className="text-2xl font-semibold">{t('moduleNotFound')}</h1>
      <p className="text-muted-foreground max-w-md text-sm">{t('moduleNotFoundDesc')}</p>
      <code className="bg-muted rounded px-2 py-1 text-xs">{path}</code>
    </div>
  );
}
