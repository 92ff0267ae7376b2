import 'server-only';
import { kitRoutes } from '@/lib/resource/routes';
import { serveResource } from '@/lib/resource/serve';
import { csvExport } from '@/lib/resource/service';
import { dictExport, exportDictsSchema } from './export';
import { dictDetail, listDicts } from './list';
import { optionsRoutes } from './options-route';
import { dictResource, dictValueResource } from './resource';
import { addDict, deleteDicts, editDict } from './service';
import { dictSnapshot } from './snapshot';
import { dictValueDetail, listDictValues } from './values-list';
import { addDictValue, deleteDictValues, editDictValue } from './values-service';
import { dictValueSnapshot } from './values-snapshot';

/**
 * A dictionary's values: the kit's endpoints for their own definition (/api/system/dicts/values, .../add,
 * .../edit, .../detail/{id}, DELETE), under the dictionaries' permission and audit entity.
 */
const valueRoutes = kitRoutes({
  definition: dictValueResource,
  services: {
    list: (input, { locale }) => listDictValues(input, locale),
    detail: (id, { locale }) => dictValueDetail(id, locale),
    add: (input, { locale }) => addDictValue(input, locale),
    edit: (input, { locale }) => editDictValue(input, locale),
    remove: (ids, { locale }) => deleteDictValues(ids, locale),
    snapshot: dictValueSnapshot,
  },
});

/** Dictionaries, served from the registry: /api/system/dicts, .../add, .../edit, .../detail/{id}, .../export, .../options, .../values. */
export const served = serveResource(
  dictResource,
  {
    list: (input, { locale }) => listDicts(input, locale),
    detail: (id, { locale }) => dictDetail(id, locale),
    add: (input, { locale }) => addDict(input, locale),
    edit: (input, { locale }) => editDict(input, locale),
    remove: (ids, { locale }) => deleteDicts(ids, locale),
    export: csvExport(exportDictsSchema, (input, { locale }) => dictExport(input, locale)),
    snapshot: dictSnapshot,
  },
  { options: optionsRoutes, ...valueRoutes },
);
