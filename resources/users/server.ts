import 'server-only';
import { serveResource } from '@/lib/resource/serve';
import { csvExport } from '@/lib/resource/service';
import { deleteUsers } from './delete';
import { exportUsersSchema, userExport } from './export';
import { listUsers } from './list';
import { importRoutes, importTemplateRoutes } from './import-route';
import { resetMfaRoutes, resetRoutes } from './reset-route';
import { userResource } from './resource';
import { addUser, editUser } from './service';
import { userDetail } from './view';
import { userSnapshot } from './snapshot';

// Every call passes the session: reads and writes of users go through its data scope (lib/scope/users.ts).
export const served = serveResource(userResource, {
  list: (input, { locale, session }) => listUsers(input, locale, session),
  detail: (id, { locale, session }) => userDetail(id, locale, session),
  // Answers `{id, password?}`: the generated password, shown once.
  add: (input, { locale, session }) => addUser(input, locale, session),
  edit: (input, { locale, session }) => editUser(input, locale, session),
  remove: (ids, { locale, session }) => deleteUsers(ids, session, locale),
  export: csvExport(exportUsersSchema, (input, { locale, session }) => userExport(input, locale, session)),
  snapshot: userSnapshot,
}, { 'reset/{id}': resetRoutes, 'resetMfa/{id}': resetMfaRoutes, import: importRoutes, 'import/template': importTemplateRoutes });
