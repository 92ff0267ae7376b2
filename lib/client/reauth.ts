import { HttpError } from './http';

/** What a sensitive call refused for want of a recent proof says (lib/auth/mfa/reauth.ts). */
export interface ReauthRequest {
  message: string;
  methods: string[];
}

type Prompt = (request: ReauthRequest) => Promise<boolean>;
let prompt: Prompt | null = null;

/** The console's re-authentication dialog registers itself here; the API client asks it before retrying. */
export function setReauthPrompt(next: Prompt | null): void {
  prompt = next;
}

/** The refusal's request when the error is a 401 `{reason: "reauth"}`, else null. */
export function reauthRequest(error: unknown): ReauthRequest | null {
  if (!(error instanceof HttpError) || error.status !== 401) return null;
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('reason' in data) || data.reason !== 'reauth') return null;
  const methods = 'methods' in data && Array.isArray(data.methods) ? data.methods.filter((m): m is string => typeof m === 'string') : ['password'];
  return { message: error.message, methods };
}

/** Asks the registered prompt; true when the user proved themselves again (the caller then retries). */
export async function promptReauth(request: ReauthRequest): Promise<boolean> {
  return prompt ? prompt(request) : false;
}
