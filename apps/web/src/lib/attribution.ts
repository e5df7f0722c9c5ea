// The mobile-attribution service (docs/seed-spec.md S1.12, S9.16) as an adapter, off by default
// (docs/design.md "Deliberate differences from the seed": no third-party script runs in the page
// unless an operator turns one on). An adapter gets the seed's settings (a 30-minute session
// window, requests valid 28 days) and may supply the adid/gaid; while it is off, the local ids of
// lib/ids.ts stand in.
import {
  ATTRIBUTION_REQUEST_VALIDITY_DAYS,
  ATTRIBUTION_SESSION_WINDOW_MINUTES,
} from '@talih/contracts/limits.ts';

export interface AttributionSettings {
  /** Events closer than this belong to one session. */
  sessionWindowMs: number;
  /** A queued attribution request older than this is dropped. */
  requestValidityMs: number;
}

export const ATTRIBUTION_SETTINGS: AttributionSettings = {
  sessionWindowMs: ATTRIBUTION_SESSION_WINDOW_MINUTES * 60 * 1000,
  requestValidityMs: ATTRIBUTION_REQUEST_VALIDITY_DAYS * 24 * 60 * 60 * 1000,
};

export interface AttributionAdapter {
  readonly name: string;
  /** Starts the service with the settings; answers once it is ready. */
  start(settings: AttributionSettings): Promise<void>;
  /** The service's device ids, or null when it has none (the local ids are used). */
  ids(): { adid: string; gaid: string } | null;
}

/** The default: nothing loads, nothing is sent, no ids of its own. */
export const attributionOff: AttributionAdapter = {
  name: 'off',
  start: async () => {},
  ids: () => null,
};

const adapters: Record<string, AttributionAdapter> = { off: attributionOff };

/** An adapter an integration registers under a name (none ships with Talih). */
export function registerAttributionAdapter(adapter: AttributionAdapter): void {
  adapters[adapter.name] = adapter;
}

/** The adapter the build chose (VITE_ATTRIBUTION_ADAPTER), the off one by default. */
export function attributionAdapter(name = import.meta.env.VITE_ATTRIBUTION_ADAPTER ?? 'off') {
  return adapters[name] ?? attributionOff;
}
