/** An error the API answers with its status and a localized message (a message id plus values). */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502,
    readonly messageId: string,
    readonly values?: Record<string, string | number>,
    readonly fields?: Record<string, string>,
    /**
     * what the client should know beyond the message, answered as `data`: a timed-out session's reason,
     * or what a refusal asks for next (re-authentication's `{reason, methods}`)
     */
    readonly data?: unknown,
  ) {
    super(messageId);
  }
}

export const badRequest = (messageId = 'api.error.badRequest', fields?: Record<string, string>) =>
  new ApiError(400, messageId, undefined, fields);
export const unauthorized = () => new ApiError(401, 'api.error.unauthorized');
export const forbidden = () => new ApiError(403, 'api.error.forbidden');
export const notFound = () => new ApiError(404, 'api.error.notFound');
export const conflict = (messageId = 'api.error.conflict', values?: Record<string, string | number>) =>
  new ApiError(409, messageId, values);
