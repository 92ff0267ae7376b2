import 'server-only';
import { randomUUID } from 'node:crypto';
import pino, { type LoggerOptions } from 'pino';

/**
 * The server's structured log: one JSON object per line on stdout. Bodies are never logged; the
 * redaction is a second line of defence for anything secret that reaches a log call anyway.
 */
export const logOptions: LoggerOptions = {
  level: process.env.LOG_LEVEL || 'info',
  base: { pid: process.pid },
  redact: {
    paths: ['password', 'token', 'authorization', 'cookie', '*.password', '*.token', '*.authorization', '*.cookie'],
    censor: '[redacted]',
  },
};

export const log = pino(logOptions);

export const requestIdHeader = 'x-request-id';

/** A caller's request id when it is sane (1-128 visible ASCII characters of a safe set), else a new one. */
export function requestId(incoming: string | null): string {
  return incoming && /^[\w.:@/+=-]{1,128}$/.test(incoming) ? incoming : randomUUID();
}
