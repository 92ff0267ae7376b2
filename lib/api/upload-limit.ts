import 'server-only';

const defaultUploadBytes = 10 * 1024 * 1024;

/**
 * The largest upload (a file, an import) in bytes: `UPLOAD_MAX_BYTES` when it is a positive whole
 * number, else 10 MB. One getter, so the limit can later come from the system settings.
 */
export function uploadLimitBytes(): number {
  const set = Number(process.env.UPLOAD_MAX_BYTES);
  return Number.isSafeInteger(set) && set > 0 ? set : defaultUploadBytes;
}
