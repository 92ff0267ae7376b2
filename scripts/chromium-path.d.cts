// Types for chromium-path.cjs, which the Playwright configs (TypeScript) and the benchmarks (plain Node) share.
export function chromiumPath(env?: Record<string, string | undefined>): string | undefined;
