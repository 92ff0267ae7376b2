import 'server-only';
import { serveResource } from '@/lib/resource/serve';
import { csvExport } from '@/lib/resource/service';
import { downloadRoutes } from './download-route';
import { exportFilesSchema, fileExport } from './export';
import { fileDetail, listFiles } from './list';
import { fileResource } from './resource';
import { deleteFiles, renameFile } from './service';
import { fileSnapshot } from './snapshot';
import { uploadRoutes } from './upload-route';

/** Files, served from the registry: /api/system/files, .../edit (rename), .../detail/{id}, .../export, .../upload, .../download/{id}. */
export const served = serveResource(
  fileResource,
  {
    list: (input) => listFiles(input),
    detail: (id) => fileDetail(id),
    edit: (input, { locale }) => renameFile(input, locale),
    remove: (ids) => deleteFiles(ids),
    export: csvExport(exportFilesSchema, (input, { locale }) => fileExport(input, locale)),
    snapshot: fileSnapshot,
  },
  { upload: uploadRoutes, 'download/{id}': downloadRoutes },
);
