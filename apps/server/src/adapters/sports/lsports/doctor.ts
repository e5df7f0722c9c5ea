// `talih doctor` with SPORT_FEED=lsports: reaches the package's RabbitMQ (the queue exists and
// the user may read it) and the Snapshot API with the package's credentials, each with a short
// timeout, and names what failed. The simulator is named, never checked as if it were LSports.
import amqp from 'amqplib';
import { resolveConfig } from '../../../config.ts';
import { queueOf } from './feed.ts';
import { createSnapshotClient } from './snapshot.ts';

const TIMEOUT_MS = 5_000;

/** Answers false when the feed is configured and a check failed. */
export async function doctorLsports(
  env: Record<string, string | undefined>,
  out: (line: string) => void,
): Promise<boolean> {
  let config;
  try {
    config = resolveConfig(env);
  } catch {
    return true;
  }
  if (config.SPORT_FEED !== 'lsports') return true;
  out('lsports feed:');
  if (config.LSPORTS_SIMULATOR) {
    out('  the TRADE360 simulator runs in the server (sandbox only); nothing outside to check');
    return true;
  }
  let ok = true;
  const queue = queueOf(config);
  try {
    const conn = await amqp.connect(config.LSPORTS_AMQP_URL, { timeout: TIMEOUT_MS });
    try {
      const ch = await conn.createChannel();
      const q = await ch.checkQueue(queue);
      out(
        `  broker: reached; queue ${queue} holds ${q.messageCount} message(s), ${q.consumerCount} consumer(s)`,
      );
    } finally {
      await conn.close().catch(() => {});
    }
  } catch (error) {
    ok = false;
    out(`  broker: FAILED (${(error as Error).message}); check LSPORTS_AMQP_URL and LSPORTS_QUEUE`);
  }
  try {
    const snap = createSnapshotClient({
      baseUrl: config.LSPORTS_SNAPSHOT_URL,
      packageId: config.LSPORTS_PACKAGE_ID,
      username: config.LSPORTS_USERNAME,
      password: config.LSPORTS_PASSWORD,
      timeoutMs: TIMEOUT_MS,
      retries: 0,
    });
    const s = await snap.fetch();
    out(`  snapshot API: credentials accepted; ${s.fixtures.length} in-play fixture(s)`);
  } catch (error) {
    ok = false;
    out(
      `  snapshot API: FAILED (${(error as Error).message}); check LSPORTS_SNAPSHOT_URL and the credentials`,
    );
  }
  return ok;
}
