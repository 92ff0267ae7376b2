/**
 * Headers on every response (pages, API, static files; set in next.config.ts).
 *
 * Scripts: same origin, inline and eval. Next's App Router streams its page data as inline scripts and
 * next-themes sets the theme before paint with one (a nonce-based policy would force every page to
 * render per request); Cesium bundles Knockout, whose module body runs `(0, eval)("this")` and whose
 * bindings compile with `Function`, so without eval the globe page fails to load. What the policy
 * still refuses: scripts, styles, frames, workers and connections from any other origin, plugins,
 * `<base>` hijacking, form posts elsewhere and being framed. The demo engines need `blob:` workers and
 * images (maplibre, L7, cesium), WebAssembly and `data:` URLs (textures, fonts); development adds the
 * HMR socket.
 */
export function contentSecurityPolicy(development: boolean, tilesUrl = process.env.NEXT_PUBLIC_MAP_TILES_URL): string {
  // The optional online map tiles (lib/geo/tiles.ts) are the one other origin the policy lets in.
  const tiles = tileOrigin(tilesUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tiles],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'data:', 'blob:', ...tiles, ...(development ? ['ws:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

function tileOrigin(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const { protocol, host } = new URL(url.replace(/[{}]/g, ''));
    return protocol === 'https:' || protocol === 'http:' ? [`${protocol}//${host}`] : [];
  } catch {
    return [];
  }
}

export function securityHeaders(development: boolean): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(development) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  ];
}
