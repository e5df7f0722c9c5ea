// The identity vendor's settings (docs/identity.md "Identity verification (Onfido)"), parsed with
// the rest of the environment (config.ts), and what production refuses of them.
import { z } from 'zod';
import type { JurisdictionPack } from '@talih/contracts/jurisdiction.ts';
import { ONFIDO_SIM_API_TOKEN, ONFIDO_SIM_WEBHOOK_TOKEN } from '@talih/sandbox/vendors/onfido.ts';

/** Where the in-process simulator answers in sandbox mode (never in production). */
export const ONFIDO_SIM_PREFIX = '/sandbox/onfido';

export const IDENTITY_SETTINGS = {
  /** onfido, or off; unset: onfido against the simulator in sandbox mode, off in production. */
  IDENTITY_VENDOR: z.enum(['onfido', 'off', '']).default(''),
  /** Onfido's API token (Dashboard > Developers > Tokens); a live token in production. */
  ONFIDO_API_TOKEN: z.string().default(''),
  /** The token Onfido shows when the webhook is registered; it keys X-SHA2-Signature. */
  ONFIDO_WEBHOOK_TOKEN: z.string().default(''),
  /** The Onfido region the account lives in. */
  ONFIDO_REGION: z.enum(['eu', 'us', 'ca']).default('eu'),
  /** Overrides the region's API address (the sandbox simulator); leave empty in production. */
  ONFIDO_API_URL: z.string().default(''),
  /** The Onfido Studio workflow that captures the document and the selfie and runs the check. */
  ONFIDO_WORKFLOW_ID: z.string().default(''),
  /** One API attempt's timeout. */
  ONFIDO_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Attempts after the first, on 5xx answers and timeouts only. */
  ONFIDO_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
};

type IdentitySettings = {
  [K in keyof typeof IDENTITY_SETTINGS]: z.infer<(typeof IDENTITY_SETTINGS)[K]>;
};

export interface IdentityConfig extends IdentitySettings {
  mode: 'sandbox' | 'production';
  jurisdiction: JurisdictionPack;
}

/** The vendor in use: the setting, or the mode's default. */
export function identityVendorOf(c: Pick<IdentityConfig, 'IDENTITY_VENDOR' | 'mode'>) {
  if (c.IDENTITY_VENDOR) return c.IDENTITY_VENDOR;
  return c.mode === 'sandbox' ? 'onfido' : 'off';
}

/** Whether this deployment talks to the in-process simulator (sandbox only). */
export function usesOnfidoSimulator(c: IdentityConfig): boolean {
  return (
    identityVendorOf(c) === 'onfido' &&
    (c.ONFIDO_API_URL === '' || c.ONFIDO_API_URL.includes(ONFIDO_SIM_PREFIX)) &&
    (c.ONFIDO_API_TOKEN === '' || c.ONFIDO_API_TOKEN === ONFIDO_SIM_API_TOKEN)
  );
}

/** The tokens in force: the configured ones, or the simulator's in sandbox mode. */
export function onfidoTokens(c: IdentityConfig) {
  return {
    apiToken: c.ONFIDO_API_TOKEN || ONFIDO_SIM_API_TOKEN,
    webhookToken: c.ONFIDO_WEBHOOK_TOKEN || ONFIDO_SIM_WEBHOOK_TOKEN,
  };
}

/** Whether the pack can only verify through the vendor (no documents path). */
export function packNeedsVendor(pack: JurisdictionPack): boolean {
  return !pack.kyc.methods.includes('documents');
}

export const IDENTITY_PRODUCTION_CHECKS = [
  {
    setting: 'IDENTITY_VENDOR',
    refuses: (c: IdentityConfig) =>
      packNeedsVendor(c.jurisdiction) && identityVendorOf(c) === 'off',
    problem: 'the jurisdiction pack verifies identity through a vendor only, and none is set',
    fix: 'set IDENTITY_VENDOR=onfido with ONFIDO_API_TOKEN, ONFIDO_WEBHOOK_TOKEN and ONFIDO_WORKFLOW_ID',
  },
  {
    setting: 'ONFIDO_API_URL',
    refuses: (c: IdentityConfig) =>
      identityVendorOf(c) === 'onfido' && c.ONFIDO_API_URL.includes(ONFIDO_SIM_PREFIX),
    problem: "it points at the sandbox's Onfido simulator, which verifies whoever asks",
    fix: 'leave ONFIDO_API_URL empty (ONFIDO_REGION picks the address)',
  },
  {
    setting: 'ONFIDO_API_TOKEN',
    refuses: (c: IdentityConfig) =>
      identityVendorOf(c) === 'onfido' &&
      (c.ONFIDO_API_TOKEN === '' || c.ONFIDO_API_TOKEN === ONFIDO_SIM_API_TOKEN),
    problem: "missing, or the simulator's published token",
    fix: 'set the live API token from the Onfido dashboard',
  },
  {
    setting: 'ONFIDO_WEBHOOK_TOKEN',
    refuses: (c: IdentityConfig) =>
      identityVendorOf(c) === 'onfido' &&
      (c.ONFIDO_WEBHOOK_TOKEN.length < 16 || c.ONFIDO_WEBHOOK_TOKEN === ONFIDO_SIM_WEBHOOK_TOKEN),
    problem: "missing, short, or the simulator's published token: anyone could post a verdict",
    fix: 'set the token Onfido showed when the webhook was registered',
  },
  {
    setting: 'ONFIDO_WORKFLOW_ID',
    refuses: (c: IdentityConfig) => identityVendorOf(c) === 'onfido' && c.ONFIDO_WORKFLOW_ID === '',
    problem: 'no Onfido Studio workflow to capture the document and selfie',
    fix: 'set the id of the workflow built in Onfido Studio',
  },
];

/** `talih doctor`'s line for the identity vendor. */
export function identityLine(c: IdentityConfig): string {
  const methods = c.jurisdiction.kyc.methods.join(' and ');
  if (identityVendorOf(c) === 'off') return `  identity: off; the pack verifies by ${methods}`;
  const where = usesOnfidoSimulator(c)
    ? `the sandbox simulator at ${ONFIDO_SIM_PREFIX}`
    : `region ${c.ONFIDO_REGION}${c.ONFIDO_API_URL ? ` at ${c.ONFIDO_API_URL}` : ''}`;
  return `  identity: onfido (${where}); the pack verifies by ${methods}`;
}
