// What the bet modules run on: the app's services and the sportsbook's settings.
import type { Services } from '../../../services.ts';

export interface BetDeps {
  services: Services;
  liveDelayMs: number;
  cashOutMarginPm: number;
  sleep?: (ms: number) => Promise<void>;
}
