/** Why the session ended, as its 401 said (`idle`, `expired`), if it said. */
export interface SignInAgainRequest {
  reason?: string;
}

type Prompt = (request: SignInAgainRequest) => Promise<boolean>;
let prompt: Prompt | null = null;
let pending: Promise<boolean> | null = null;

/** The console's sign-in dialog registers itself here; the API client asks it when a session ends under unsaved input. */
export function setSignInPrompt(next: Prompt | null): void {
  prompt = next;
}

/**
 * Asks the registered dialog to sign in again; true once signed in (the caller then retries). Calls
 * refused together share one dialog.
 */
export function promptSignIn(request: SignInAgainRequest): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  pending ??= prompt(request).finally(() => {
    pending = null;
  });
  return pending;
}
