// What the web app needs to know about this server once, at start: the mode (a sandbox shows
// its badge) and which features have a real adapter behind them (the rest are hidden).
import { z } from 'zod';
import { defineCall } from './call.ts';
import { publicJurisdiction } from './jurisdiction.ts';

export const DEPOSIT_METHOD_CODES = ['havale', 'crypto', 'card', 'trustly', 'paysafecard'] as const;

export const siteConfig = z.object({
  mode: z
    .enum(['sandbox', 'production'])
    .describe('sandbox: outside systems are simulated and the money is not real.'),
  features: z.object({
    sport: z.boolean().describe('The sportsbook (an odds feed is configured).'),
    depositMethods: z
      .array(z.enum(DEPOSIT_METHOD_CODES))
      .describe('Deposit methods that take orders; havale is always one.'),
  }),
  jurisdiction: publicJurisdiction.describe(
    "The licence's rules the web app shows and follows: currency, phone codes, player controls.",
  ),
});
export type SiteConfig = z.infer<typeof siteConfig>;

export const getSiteConfig = defineCall({
  path: '/system/config',
  auth: 'none',
  tag: 'system',
  summary: 'The mode and the switched-on features, for the web app to read once at start.',
  body: {},
  result: siteConfig,
});
