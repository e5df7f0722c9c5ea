// Screening settings (docs/identity.md "Sanctions and PEP screening"), parsed with the rest of
// the environment (config.ts), and what production refuses of them.
import path from 'node:path';
import { z } from 'zod';

/** The sandbox's own small list (made-up people) so `npm start` screens something. */
export const SANDBOX_SCREENING_LIST = path.join(import.meta.dirname, 'sandbox-list.ftm.json');

export const SCREENING_SETTINGS = {
  /** The licensed list in the OpenSanctions format (FtM JSON lines); empty: the sandbox list. */
  SCREENING_LIST_PATH: z.string().default(''),
  /** A match at or above this score (0..1) is a hit. */
  SCREENING_THRESHOLD: z.coerce.number().min(0.5).max(1).default(0.9),
  /** Players screened per batch of the daily run (each batch its own transaction). */
  SCREENING_BATCH: z.coerce.number().int().min(10).max(10_000).default(500),
};

interface ScreeningConfig {
  mode: 'sandbox' | 'production';
  SCREENING_LIST_PATH: string;
}

export function screeningListPath(c: ScreeningConfig): string | null {
  if (c.SCREENING_LIST_PATH) return c.SCREENING_LIST_PATH;
  return c.mode === 'sandbox' ? SANDBOX_SCREENING_LIST : null;
}

export const SCREENING_PRODUCTION_CHECKS = [
  {
    setting: 'SCREENING_LIST_PATH',
    refuses: (c: ScreeningConfig) =>
      c.SCREENING_LIST_PATH === '' ||
      path.resolve(c.SCREENING_LIST_PATH) === SANDBOX_SCREENING_LIST,
    problem: 'no sanctions and PEP list: players would go unscreened (or against made-up names)',
    fix: 'set the path of the licensed OpenSanctions-format file (entities.ftm.json)',
  },
];
