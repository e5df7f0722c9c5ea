// A refusal decided by the Hub88 adapter before the provider wallet service is asked: its
// status is answered as is (routes.ts, wallet.ts statusOf).
import type { Hub88Status } from './protocol.ts';

export class Hub88Refusal extends Error {
  readonly status: Hub88Status;
  constructor(status: Hub88Status) {
    super(status);
    this.status = status;
  }
}
