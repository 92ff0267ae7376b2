import { withBasePath } from '@/lib/base-path';
import { apiRequest } from '@/lib/client/api';
import { settingResource } from '@/resources/settings/resource';

const path = `${settingResource.api}/logo`;

/** The logo's image URL, versioned by its file id (a new logo is a new URL, kept by the browser); null without one. */
export const logoUrl = (file: string | null) => (file ? withBasePath(`/api/${path}?v=${encodeURIComponent(file)}`) : null);

/** The types the settings page offers (the server sniffs the content, and refuses any other). */
export const logoAccept = 'image/png,image/jpeg,image/webp';

export const logoApi = {
  // POST /api/system/settings/logo (multipart)
  upload: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return apiRequest<{ file: string }>(path, { body, timeoutMs: 60_000 });
  },
  // DELETE /api/system/settings/logo
  remove: () => apiRequest<{ file: null }>(path, { method: 'DELETE' }),
};
