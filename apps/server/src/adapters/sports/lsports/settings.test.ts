// Production with SPORT_FEED=lsports: the package's broker address with its user, the package
// id and Snapshot API credentials, and an https Snapshot API are required; the simulator is
// refused. Checked as the server and `talih doctor` check them (production-checks.ts).
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../config.ts';
import { productionProblems } from '../../../production-checks.ts';

const lsportsSettings = (env: Record<string, string>) =>
  productionProblems(
    resolveConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/talih-lsports-settings', ...env }),
  )
    .map((p) => p.setting)
    .filter((s) => s.startsWith('LSPORTS_') || s.startsWith('SPORT_'));

describe('LSports settings in production', () => {
  it('names every missing or sandbox setting', () => {
    expect(lsportsSettings({ SPORT_FEED: 'lsports', LSPORTS_SIMULATOR: 'true' })).toEqual([
      'LSPORTS_SIMULATOR',
      'LSPORTS_AMQP_URL',
      'LSPORTS_PACKAGE_ID',
    ]);
    expect(
      lsportsSettings({
        SPORT_FEED: 'lsports',
        LSPORTS_AMQP_URL: 'amqp://127.0.0.1:5672',
        LSPORTS_PACKAGE_ID: '430',
        LSPORTS_USERNAME: 'user@example.com',
        LSPORTS_PASSWORD: 'secret',
        LSPORTS_SNAPSHOT_URL: 'http://127.0.0.1:4000/',
      }),
    ).toEqual(['LSPORTS_AMQP_URL', 'LSPORTS_SNAPSHOT_URL']);
  });

  it('accepts a configured package', () => {
    expect(
      lsportsSettings({
        SPORT_FEED: 'lsports',
        LSPORTS_AMQP_URL: 'amqps://user:secret@stm-inplay.lsports.eu:5671/StmInPlay',
        LSPORTS_PACKAGE_ID: '430',
        LSPORTS_USERNAME: 'user@example.com',
        LSPORTS_PASSWORD: 'secret',
      }),
    ).toEqual([]);
  });
});
