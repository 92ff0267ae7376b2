import 'server-only';
import { serveResource } from '@/lib/resource/serve';
import { explainRoutes, inspectRoutes, previewRoutes, viewAsRoutes } from './access-route';
import { listAccessUsers } from './list';
import { accessResource } from './resource';

export const served = serveResource(accessResource, {
  list: (input, { session, locale }) => listAccessUsers(input, session, locale),
}, { 'user/{id}': inspectRoutes, explain: explainRoutes, preview: previewRoutes, 'view-as': viewAsRoutes });
