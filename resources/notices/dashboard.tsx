import 'server-only';
import { Megaphone } from 'lucide-react';
import { getFormatter, getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isLocale } from '@/lib/i18n/locales';
import { instantOf, zoneLabel } from '@/lib/time/instant';
import { DictBadge } from '@/components/dict/dict-badge';
import { dictOptions } from '@/resources/dicts/options';
import { noticeLevelDict } from './schema';
import { publishedNotices } from './list';

/** The dashboard's notices card (its widget: resources/<name>/dashboard.tsx, shown for `dashboard: true` in the registration): what `GET /api/notices/published` answers, read on the server. */
export default async function PublishedNotices() {
  const locale = await getLocale();
  const lang = isLocale(locale) ? locale : 'en';
  const [t, format, timeZone, list, levels] = await Promise.all([getTranslations('page'), getFormatter(), getTimeZone(), publishedNotices(lang), dictOptions(noticeLevelDict, lang)]);
  const level = (value: string) => levels?.find((o) => o.value === value);
  // The end in the user's time zone, named: "until 28 Nov 2026, 18:00 (GMT+8)".
  const until = (end: string) => {
    const at = instantOf(end);
    return `${format.dateTime(at, { dateStyle: 'medium', timeStyle: 'short' })} (${zoneLabel(at, timeZone, locale)})`;
  };
  return (
    <Card data-testid="published-notices">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Megaphone className="size-4" aria-hidden />
          {t('dashboard.notices.title')}
        </CardTitle>
        <CardDescription>{t('dashboard.notices.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {list.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('dashboard.notices.empty')}</p>
        ) : (
          <ul className="divide-y">
            {list.map((notice) => (
              <li key={notice.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0" data-testid="published-notice">
                <div className="flex flex-wrap items-center gap-2">
                  <DictBadge value={notice.level} label={level(notice.level)?.label ?? notice.level} color={level(notice.level)?.color ?? 'gray'} />
                  <span className="min-w-0 font-medium break-words">{notice.title}</span>
                  <span className="text-muted-foreground ml-auto text-xs whitespace-nowrap tabular-nums">
                    {t('dashboard.notices.until', { time: until(notice.end) })}
                  </span>
                </div>
                {notice.body && <p className="text-muted-foreground line-clamp-3 text-sm whitespace-pre-wrap">{notice.body}</p>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
