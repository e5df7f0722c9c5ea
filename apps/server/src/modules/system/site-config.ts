// /system/config: the mode and the features the web app may offer, from the configuration.
import { publicPart } from '@talih/contracts/jurisdiction.ts';
import { getSiteConfig } from '@talih/contracts/system.ts';
import type { CallRegistry } from '../../http/calls.ts';
import { enabledDepositCodes } from '../../production-checks.ts';
import type { Services } from '../../services.ts';

export function registerSiteConfig(calls: CallRegistry, { config }: Services) {
  const answer = {
    mode: config.mode,
    features: {
      sport: config.SPORT_FEED !== 'off',
      depositMethods: enabledDepositCodes(config),
    },
    jurisdiction: publicPart(config.jurisdiction),
  };
  calls.register(getSiteConfig, () => answer);
}
