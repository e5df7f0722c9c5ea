// The daily import of the providers' settlement reports: once across instances (the
// scheduler's leader), yesterday's report (UTC) of each configured provider is fetched and
// stored (./store.ts); reconcile then matches it against the ledger (./check.ts). Finance can
// import a day again, or upload the file the provider sent.
import type { Services } from '../../../services.ts';
import { storeReport } from './store.ts';
import { paysafecardReportLines } from './paysafecard-report.ts';
import { trustlyReportLines } from './trustly-report.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SettlementSources {
  /** Trustly's ViewAutomaticSettlementDetailsCSV for a day, as CSV text. */
  trustly?: (day: string) => Promise<string>;
  /** paysafecard's Settlement Report API for a day, as CSV text. */
  paysafecard?: (day: string) => Promise<string>;
}

const READERS = { trustly: trustlyReportLines, paysafecard: paysafecardReportLines };

/** The UTC day before `now` (YYYY-MM-DD). */
export function yesterdayUtc(now = Date.now()): string {
  return new Date(now - DAY_MS).toISOString().slice(0, 10);
}

/** Fetches and stores one provider's report of one day. */
export async function importSettlement(
  services: Pick<Services, 'db' | 'config'>,
  provider: 'trustly' | 'paysafecard',
  fetchCsv: (day: string) => Promise<string>,
  day: string,
  importedBy = 'job:settlement',
) {
  const lines = READERS[provider](await fetchCsv(day));
  return storeReport(services, {
    provider,
    day,
    currency: services.config.jurisdiction.currency,
    source: importedBy.startsWith('job:') ? 'job' : 'upload',
    importedBy,
    lines,
  });
}

export function scheduleSettlementImport(services: Services, sources: SettlementSources) {
  const providers = (['trustly', 'paysafecard'] as const).filter((p) => sources[p]);
  if (providers.length === 0) return;
  services.scheduler?.every({
    name: 'settlement-import',
    everyMs: DAY_MS,
    run: async () => {
      const day = yesterdayUtc();
      for (const provider of providers) {
        const stored = await importSettlement(services, provider, sources[provider]!, day);
        services.log.info({ provider, day, lines: stored.lines }, 'settlement report imported');
      }
    },
  });
}
