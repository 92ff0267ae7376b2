/**
 * The console's URL prefix behind a reverse proxy: `BASE_PATH` at build time (e.g. `/admin`), '' at
 * the root. next.config.ts inlines it; Next prefixes its own links, router calls and assets, the rest
 * (fetch URLs, cookie paths, engine asset folders) goes through `withBasePath`.
 */
export const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** An absolute path of the console (`/api/…`, `/cesium`) as the browser must request it. */
export function withBasePath(path: string): string {
  return `${basePath}${path}`;
}

/** The cookie path: the console's own prefix, so another application on the host never receives them. */
export const cookiePath = basePath || '/';
