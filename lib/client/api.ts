import { http, HttpError, type Envelope, type HttpOptions } from './http';
import { notify } from './notify';
import { promptReauth, reauthRequest } from './reauth';
import { promptSignIn } from './sign-in-again';
import { hasUnsavedInput } from './unsaved';

export interface HttpTexts {
  requestError: string;
  networkError: string;
  sendError: string;
}

// The fallbacks the spec gives (in Chinese), replaced by the current locale's once the console renders.
let texts: HttpTexts = { requestError: '请求错误', networkError: '网络异常', sendError: '请求发送失败' };
export function setHttpTexts(next: HttpTexts): void {
  texts = next;
}

/** The error catalogue's text for a failed call: the server's message, else the localized default. */
export function errorText(error: unknown): string {
  if (!(error instanceof HttpError)) return texts.requestError;
  const fallback = { send: texts.sendError, network: texts.networkError, response: texts.requestError }[error.kind];
  return error.message || fallback;
}

let signedOut: ((error: HttpError) => void) | undefined;
/** What the console does when a call answers 401 (the session ended: it goes to the sign-in page); none on /login. */
export function setSignedOutHandler(handler: ((error: HttpError) => void) | undefined): void {
  signedOut = handler;
}

/**
 * The console's client: every failed call shows an error toast (unless asked not to) and rejects. A
 * sensitive call refused for want of a recent proof (401 `{reason: "reauth"}`) opens the
 * re-authentication prompt and, once the user has proved themselves, is sent again. Any other 401 (the
 * session ended) while a form holds unsaved input opens the sign-in dialog in place, and once signed in
 * the call is sent again; without unsaved input, or when the dialog is closed, it goes to the signed-out
 * handler instead of a toast: the page is about to make way for the sign-in page.
 */
export async function apiRequest<T>(path: string, options: HttpOptions & { toastError?: boolean } = {}): Promise<Envelope<T>> {
  try {
    try {
      return await http<T>(path, options);
    } catch (error) {
      const request = reauthRequest(error);
      if (!request || !(await promptReauth(request))) throw error;
      return await http<T>(path, options);
    }
  } catch (error) {
    const sessionEnded = error instanceof HttpError && error.kind === 'response' && error.status === 401 && !reauthRequest(error);
    if (sessionEnded && hasUnsavedInput() && (await promptSignIn({ reason: reasonOf(error.data) }))) return apiRequest<T>(path, options);
    if (signedOut && sessionEnded) signedOut(error);
    else if (options.toastError !== false) notify.error(errorText(error));
    throw error;
  }
}

/** The `reason` of a 401's `data` (`{reason: 'idle', minutes}`), if it has one. */
function reasonOf(data: unknown): string | undefined {
  return typeof data === 'object' && data !== null && 'reason' in data && typeof data.reason === 'string' ? data.reason : undefined;
}
