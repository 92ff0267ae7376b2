import { z } from 'zod';

/** What a browser may report as a credential's transports (WebAuthn's AuthenticatorTransport and later ones). */
export const transportNames = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
export type TransportName = (typeof transportNames)[number];
export const isTransport = (value: string): value is TransportName => transportNames.some((n) => n === value);

const b64url = z.string().min(1).max(16_384).regex(/^[\w-]+$/, 'base64url');
const transports = z
  .array(z.string().max(32))
  .max(16)
  .transform((list) => list.filter(isTransport));
const attachment = z.enum(['platform', 'cross-platform']).optional();

/** `startRegistration`'s answer (RegistrationResponseJSON): the shape is checked here, its content by the library. */
export const registrationResponseSchema = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url,
    attestationObject: b64url,
    authenticatorData: b64url.optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url.optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: z.object({}),
});

/** `startAuthentication`'s answer (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: z.object({}),
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** A passkey's name as the user types it. */
export const passkeyName = z.string().trim().min(1).max(64);
