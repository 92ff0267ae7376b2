import 'server-only';
import { notFound } from '@/lib/api/errors';
import { ok } from '@/lib/api/respond';
import { route } from '@/lib/api/route';
import { routeExports } from '@/lib/resource/routes';
import { dictOptions } from './options';
import { dictOptionsQuerySchema } from './schema';

/**
 * `GET /api/system/dicts/options?code=`: a dictionary's values, labelled in the request's language, for any
 * signed-in user: every form, filter and badge fed by a dictionary reads it, whatever page it is on.
 * Labels and colours of coded values are no secret; the dictionaries' page and writes need `/system/dict`.
 */
export const optionsRoutes = routeExports({
  GET: route({ permission: 'signed-in', query: dictOptionsQuerySchema }, async ({ query, locale }) => {
    const options = await dictOptions(query.code, locale);
    if (!options) throw notFound();
    return ok(options);
  }),
});
