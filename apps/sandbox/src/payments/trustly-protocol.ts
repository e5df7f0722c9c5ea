// Trustly's JSON-RPC message format as the simulator speaks it, written from Trustly's public
// documentation (docs.trustly.com/api/authentication, .../signature-tester) and not from
// Talih's adapter, so that the two meeting in the middle proves the adapter follows the
// documents: Data is serialised as keys (sorted ASCIIbetically) followed by their values,
// arrays as their values in order, null as nothing; the signature is Base64 RSA-SHA1 over
// method + uuid + that serialisation.
import { createSign, createVerify, type KeyObject } from 'node:crypto';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function flatten(value: Json | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) {
    let out = '';
    for (const item of value) out += flatten(item);
    return out;
  }
  if (typeof value === 'object') {
    let out = '';
    for (const key of Object.keys(value).sort((a, b) => (a === b ? 0 : a < b ? -1 : 1))) {
      out += key;
      out += flatten(value[key]);
    }
    return out;
  }
  return `${value}`;
}

export function sign(key: KeyObject, method: string, uuid: string, data: Json): string {
  const signer = createSign('sha1WithRSAEncryption');
  signer.update(method + uuid + flatten(data));
  return signer.sign(key).toString('base64');
}

export function verify(
  key: KeyObject,
  method: string,
  uuid: string,
  data: Json,
  signature: unknown,
): boolean {
  if (typeof signature !== 'string') return false;
  try {
    const verifier = createVerify('sha1WithRSAEncryption');
    verifier.update(method + uuid + flatten(data));
    return verifier.verify(key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
