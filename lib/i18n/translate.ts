import { catalogues } from './catalogues';
import type { Locale } from './locales';

type Tree = { readonly [key: string]: string | Tree };

/** Server-side lookup of a dotted message id, with `{name}` placeholders filled in. */
export function translate(locale: Locale, id: string, values?: Record<string, string | number>): string {
  let node: string | Tree | undefined = catalogues[locale];
  for (const part of id.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node === 'object' && typeof node.title === 'string') node = node.title;
  if (typeof node !== 'string') return id;
  return node.replace(/\{(\w+)\}/g, (whole, key: string) => String(values?.[key] ?? whole));
}
