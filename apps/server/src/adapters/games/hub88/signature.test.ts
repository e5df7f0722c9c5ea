// X-Hub88-Signature against Hub88's published vectors (fixtures/signature-vectors.json, from
// github.com/coingaming/Hub88-Examples): each body verifies with Hub88's demo public key, a byte
// changed does not, and the body the documentation prints beside its example signature is not
// the body that was signed.
import { describe, expect, it } from 'vitest';
import {
  SANDBOX_OPERATOR_PRIVATE_KEY_PEM,
  SANDBOX_OPERATOR_PUBLIC_KEY_PEM,
  SIMULATOR_PRIVATE_KEY_PEM,
  SIMULATOR_PUBLIC_KEY_PEM,
} from '@talih/sandbox/hub88/keys.ts';
import vectors from './fixtures/signature-vectors.json' with { type: 'json' };
import { hub88SignatureMatches, pemOf, privateKeyOf, publicKeyOf, signHub88 } from './signature.ts';

const hub88Demo = publicKeyOf(vectors.publicKeyPem);

describe('X-Hub88-Signature', () => {
  it('verifies all 5 of the published vectors with the published public key', () => {
    expect(vectors.vectors).toHaveLength(5);
    for (const v of vectors.vectors) {
      expect(hub88SignatureMatches(v.body, v.signature, hub88Demo), v.body).toBe(true);
    }
  });

  it('refuses a vector with one byte of its body changed, or with its signature on another body', () => {
    const [test, example] = vectors.vectors;
    expect(hub88SignatureMatches('tesT', test!.signature, hub88Demo)).toBe(false);
    expect(hub88SignatureMatches(example!.body, test!.signature, hub88Demo)).toBe(false);
  });

  it('the documentation’s example body is not the signed one: its signature belongs to the game_id 39 body', () => {
    const signed = vectors.vectors[4]!;
    expect(signed.body).toContain('"game_id":39');
    expect(hub88SignatureMatches(signed.body, signed.signature, hub88Demo)).toBe(true);
    expect(hub88SignatureMatches(vectors.docsExample.body, signed.signature, hub88Demo)).toBe(
      false,
    );
  });

  it('refuses what is no signature at all: missing, not base64, absurdly long', () => {
    const v = vectors.vectors[0]!;
    expect(hub88SignatureMatches(v.body, undefined, hub88Demo)).toBe(false);
    expect(hub88SignatureMatches(v.body, ['a'], hub88Demo)).toBe(false);
    expect(hub88SignatureMatches(v.body, 'not base64!', hub88Demo)).toBe(false);
    expect(hub88SignatureMatches(v.body, 'A'.repeat(4096), hub88Demo)).toBe(false);
  });

  it('signs as Hub88 does: RSA-SHA256 PKCS#1 v1.5 is deterministic, so one body has one signature', () => {
    for (const [priv, pub] of [
      [SIMULATOR_PRIVATE_KEY_PEM, SIMULATOR_PUBLIC_KEY_PEM],
      [SANDBOX_OPERATOR_PRIVATE_KEY_PEM, SANDBOX_OPERATOR_PUBLIC_KEY_PEM],
    ] as const) {
      const key = privateKeyOf(priv);
      const signature = signHub88('{"test":"test"}', key);
      expect(signHub88('{"test":"test"}', key)).toBe(signature);
      expect(Buffer.from(signature, 'base64')).toHaveLength(256);
      expect(hub88SignatureMatches('{"test":"test"}', signature, publicKeyOf(pub))).toBe(true);
      expect(hub88SignatureMatches('{"test":"test"}', signature, hub88Demo)).toBe(false);
    }
  });

  it('reads a PEM written on one line with \\n escapes, as environment files hold it', () => {
    const oneLine = vectors.publicKeyPem.trim().replaceAll('\n', '\\n');
    expect(pemOf(oneLine)).toBe(vectors.publicKeyPem.trim());
    const v = vectors.vectors[2]!;
    expect(hub88SignatureMatches(v.body, v.signature, publicKeyOf(oneLine))).toBe(true);
  });
});
