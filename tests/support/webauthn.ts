import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for API tests: one P-256 passkey (ES256) answering WebAuthn options as a
 * browser would, with attestation "none". `origin` is what the browser would report as clientData's
 * origin; the relying-party id is its host name unless given.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16).toString('base64url');
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array;
  counter = 0;

  constructor(
    readonly origin = 'http://localhost',
    readonly rpId = new URL(origin).hostname,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    const jwk = pair.publicKey.export({ format: 'jwk' });
    const coord = (v: string | undefined) => Buffer.from(v ?? '', 'base64url');
    this.cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, coord(jwk.x)],
        [-3, coord(jwk.y)],
      ]),
    );
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(flags: number, extra: Uint8Array = new Uint8Array()): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([createHash('sha256').update(this.rpId).digest(), Buffer.from([flags]), count, extra]);
  }

  /** `startRegistration`'s answer to registration options (only their challenge is read). */
  register(options: { challenge: string }, override: { origin?: string } = {}) {
    const id = Buffer.from(this.credentialId, 'base64url');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    // user present + user verified + attested credential data
    const authData = this.authData(0x45, Buffer.concat([Buffer.alloc(16), length, id, this.cosePublicKey]));
    const noStatement = new Map<string, string>();
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', noStatement],
        ['authData', authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, override.origin).toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** `startAuthentication`'s answer: signs the challenge, the counter moving one up unless `counter` is given. */
  authenticate(options: { challenge: string }, override: { counter?: number; userVerified?: boolean; userHandle?: string } = {}) {
    this.counter = override.counter ?? this.counter + 1;
    const authData = this.authData(override.userVerified === false ? 0x01 : 0x05);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]), this.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        ...(override.userHandle ? { userHandle: Buffer.from(override.userHandle).toString('base64url') } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
