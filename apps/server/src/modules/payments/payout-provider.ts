// The payout provider a process pays withdrawals through. The player app's payments module
// registers its own (registerPayments); staff calls and the CLI, which may run without it, get
// the one PAYOUT_ADAPTER names: the sandbox provider, or manual (bank transfer by finance).
import { createManualPayout } from '../../adapters/payments/manual-payout.ts';
import { createSandboxPayments } from '../../adapters/payments/sandbox.ts';
import type { PayoutProvider } from '../../adapters/payments/types.ts';
import type { Config } from '../../config.ts';

/**
 * By the process's services, not decorated on the app: payouts are approved by staff calls
 * (the back-office app, another Fastify instance) and the CLI, which share the services only.
 */
const providers = new WeakMap<object, PayoutProvider>();

export function setPayoutProvider(services: object, payout: PayoutProvider) {
  providers.set(services, payout);
}

/** The payout provider PAYOUT_ADAPTER names, given the sandbox one when the process has it. */
export function configuredPayout(
  config: Pick<Config, 'PAYOUT_ADAPTER'>,
  sandboxPayout: () => PayoutProvider,
): PayoutProvider {
  return config.PAYOUT_ADAPTER === 'manual' ? createManualPayout() : sandboxPayout();
}

function standaloneSandboxPayout(): PayoutProvider {
  const sandbox = createSandboxPayments({
    secretOf: () => '',
    deliver: async () => 0,
    auto: false,
    delayMs: 0,
    dropRate: 0,
  });
  sandbox.close();
  return sandbox.payout;
}

export function payoutProviderOf(services: { config: Pick<Config, 'PAYOUT_ADAPTER'> }) {
  const known = providers.get(services);
  if (known) return known;
  const bank = configuredPayout(services.config, standaloneSandboxPayout);
  // A process without the payments routes (the CLI) has no Trustly client: its payouts fail
  // here and are retried from a server process, never paid through the bank provider.
  const payout: PayoutProvider = {
    code: bank.code,
    kind: bank.kind,
    banks: () => bank.banks(),
    payout: (request) =>
      request.provider === 'trustly'
        ? Promise.resolve({
            status: 'failed',
            reason: 'Trustly payouts are sent by the server: approve it from the back-office',
          })
        : bank.payout(request),
  };
  providers.set(services, payout);
  return payout;
}
