// What production refuses in Hub88's settings (production-checks.ts lists these beside its own,
// and `talih doctor` reports them): the simulator, and any key whose private half is published,
// the simulator's, the sandbox operator's or the demo pair of Hub88's examples repository, since
// anyone could then sign wallet calls that pay.
import { createPublicKey } from 'node:crypto';
import {
  SANDBOX_OPERATOR_PUBLIC_KEY_PEM,
  SIMULATOR_PUBLIC_KEY_PEM,
} from '@talih/sandbox/hub88/keys.ts';
import type { Config } from '../../../config.ts';
import type { ProductionProblem } from '../../../production-checks.ts';
import { pemOf } from './signature.ts';

/** The demo public key of github.com/coingaming/Hub88-Examples (priv/public.pem). */
const HUB88_EXAMPLES_PUBLIC_KEY_PEM = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAx3IRpSri/9SjA7f9me35
v6LtJzn8drb1vg/UeGaPPFR16KsUOPqbGJ2r1pRPJMedqqbO7Agt/HavWDcQhNZl
c9VrVQcWK/w2HD9PflQYv0oQMiPK5Mut/eIdFOpwwwaRAU4s6WOkJdSmP9F4cfr/
amTZZoY59/t3SZWYjgZ9/LDI2X8S3uLW/JPiH+6dm2bU8ykhxoWwLE/piJxynS73
EzM0tgjHyTUMkarhK9qRVZk581/kzmtJLLBZQl9XrQQcIfQ+zFZj7ijddOptxpxq
Cmq8gQNohB56p34yjVH3uAJAaFvIVg5mEkprrvNVDJwGonHSaaq7AICmzrF6h/r5
dwIDAQAB
-----END PUBLIC KEY-----`;

const der = (pem: string) =>
  createPublicKey(pemOf(pem)).export({ type: 'spki', format: 'der' }).toString('base64');

const PUBLISHED = new Set(
  [SIMULATOR_PUBLIC_KEY_PEM, SANDBOX_OPERATOR_PUBLIC_KEY_PEM, HUB88_EXAMPLES_PUBLIC_KEY_PEM].map(
    der,
  ),
);

/** Whether the key (public, or the public half of a private one) is a published one. */
export function isPublishedKey(pem: string): boolean {
  try {
    return PUBLISHED.has(der(pem));
  } catch {
    return false;
  }
}

function unreadable(pem: string): boolean {
  try {
    der(pem);
    return false;
  } catch {
    return true;
  }
}

const LOOPBACK = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)(:\d+)?(\/|$)/i;

export function hub88Problems(config: Config): ProductionProblem[] {
  if (config.HUB88_ADAPTER === 'off') return [];
  if (config.HUB88_ADAPTER === 'simulator') {
    return [
      {
        setting: 'HUB88_ADAPTER',
        problem: 'the Hub88 simulator serves made-up games and signs with published keys',
        fix: 'set HUB88_ADAPTER=live with HUB88_API_URL, HUB88_OPERATOR_ID, HUB88_PUBLIC_KEY and HUB88_PRIVATE_KEY (or HUB88_ADAPTER=off)',
      },
    ];
  }
  const hub88 = config.hub88;
  const out: ProductionProblem[] = [];
  if (!hub88.apiUrl.startsWith('https://') || LOOPBACK.test(hub88.apiUrl)) {
    out.push({
      setting: 'HUB88_API_URL',
      problem: 'not an https address of Hub88 (a loopback address is the simulator)',
      fix: 'set the https API address Hub88 gave for this environment',
    });
  }
  if (unreadable(hub88.publicKeyPem) || isPublishedKey(hub88.publicKeyPem)) {
    out.push({
      setting: 'HUB88_PUBLIC_KEY',
      problem: "not Hub88's own key: unreadable, or a published key anyone can sign with",
      fix: 'set the public key Hub88 sent for this environment (PEM)',
    });
  }
  if (unreadable(hub88.privateKeyPem) || isPublishedKey(hub88.privateKeyPem)) {
    out.push({
      setting: 'HUB88_PRIVATE_KEY',
      problem: 'unreadable, or a published key: anyone could sign as this operator',
      fix: 'generate a key (openssl genrsa 2048) and send its public half to Hub88',
    });
  }
  return out;
}
