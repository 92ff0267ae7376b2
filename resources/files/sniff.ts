import 'server-only';
import { fileTypeFromBuffer } from 'file-type';

/** The types an upload may have (sniffed from its content), each with the extensions its name may end in. */
export const allowedTypes: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/svg+xml': ['svg'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt', 'log', 'md'],
  'text/csv': ['csv'],
  'text/html': ['html', 'htm'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/zip': ['zip'],
};

/** Types a browser may declare for content of another name (a CSV sent as Excel's, a JPEG as image/jpg). */
const declaredAliases: Readonly<Record<string, readonly string[]>> = {
  'text/csv': ['application/vnd.ms-excel', 'text/plain'],
  'image/jpeg': ['image/jpg', 'image/pjpeg'],
  'application/zip': ['application/x-zip-compressed'],
};

/** Raster images: the only types a download may show inline (never SVG or HTML, which can run script). */
export const inlineTypes: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Why an upload's type is refused: a message id on the `file` field. */
export type SniffRefusal = 'validate.fileType' | 'validate.fileExtension' | 'validate.fileContentType';

const extensionOf = (name: string) => (/\.([^.]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** Text content (UTF-8, no NUL): an SVG, an HTML page, or by its name a CSV or plain text; null for binary. */
function textType(bytes: Uint8Array, name: string): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
  } catch {
    return null;
  }
  if (text.includes('\0')) return null;
  const head = text.slice(0, 4096).toLowerCase();
  if (/<svg[\s>]/.test(head)) return 'image/svg+xml';
  if (/<!doctype html|<html[\s>]|<script[\s>]/.test(head)) return 'text/html';
  return extensionOf(name) === 'csv' ? 'text/csv' : 'text/plain';
}

/**
 * The type of an upload, from its first bytes (file-type), never from its name or declared type;
 * refused when it is not an allowed type, when the name's extension is not one of that type's, or when
 * the declared type (other than the generic `application/octet-stream`) names another.
 */
export async function sniffType(bytes: Uint8Array, name: string, declared: string): Promise<{ mime: string } | { refused: SniffRefusal }> {
  const found = await fileTypeFromBuffer(bytes.subarray(0, 4100));
  const mime = found && found.mime !== 'application/xml' ? found.mime : textType(bytes, name);
  const extensions = mime ? allowedTypes[mime] : undefined;
  if (!mime || !extensions) return { refused: 'validate.fileType' };
  if (!extensions.includes(extensionOf(name))) return { refused: 'validate.fileExtension' };
  const said = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  if (said !== '' && said !== 'application/octet-stream' && said !== mime && !declaredAliases[mime]?.includes(said)) {
    return { refused: 'validate.fileContentType' };
  }
  return { mime };
}
