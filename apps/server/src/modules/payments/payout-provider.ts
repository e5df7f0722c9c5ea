// The payout provider a process pays withdrawals through. The player app's payments module
// registers its own (registerPayments); staff calls and the CLI, which may run without it,
// get a sandbox one, as `talih withdrawals approve` always did.
import { createSandboxPayments } from '../../adapters/payments/sandbox.ts';
import type { PayoutProvider } from '../../adapters/payments/types.ts';

const providers = new WeakMap<object, PayoutProvider>();

export function setPayoutProvider(services: object, payout: PayoutProvider) {
  providers.set(services, payout);
}

export function payoutProviderOf(services: object): PayoutProvider {
  const known = providers.get(services);
  if (known) return known;
  const sandbox = createSandboxPayments({
    secretOf: () => '',
    deliver: async () => 0,
    auto: false,
    delayMs: 0,
    dropRate: 0,
  });
  sandbox.close();
  providers.set(services, sandbox.payout);
  return sandbox.payout;
}
