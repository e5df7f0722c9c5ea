// Starts Talih: opens the database, applies migrations, loads demo data on a fresh database,
// serves the API and the built web app, and shuts down gracefully on SIGTERM/SIGINT.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { buildBackofficeApp } from './backoffice/app.ts';
import { loadConfig } from './config.ts';
import { streamGateOf } from './http/stream-gate.ts';
import { drain } from './operations/drain.ts';
import { exitOnRefusal } from './operations/refusal.ts';
import { seedDemoData } from './seed/demo.ts';

// A production refusal prints the settings to fix, without a stack trace (operations/refusal.ts).
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return exitOnRefusal(error);
  }
})();
const app = await buildApp({ config });
// The staff back-office: its own port, the same database and services.
const backoffice = await buildBackofficeApp(app.talih.services);

if (config.SEED_DEMO) {
  const seeded = await seedDemoData(app.talih.services);
  if (seeded.loaded) app.log.info({ parts: seeded.parts }, 'demo data loaded');
}

// On SIGTERM/SIGINT (or a crash): drain (operations/drain.ts), stop accepting, let in-flight requests (money calls among
// them) finish, end the event streams with a retry hint, stop the scheduled work, close the
// database, flush the logs; if that takes longer than SHUTDOWN_TIMEOUT_MS, leave anyway (exit 1)
// rather than hang a deploy.
closeWithGrace(
  { delay: config.SHUTDOWN_TIMEOUT_MS, logger: { error: (m: unknown) => app.log.error(m) } },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down: draining, then finishing in-flight requests');
    const streams = streamGateOf(app, config);
    await drain(app, config.SHUTDOWN_DRAIN_MS, () => streams.open());
    await backoffice.close();
    await app.close();
    app.log.info('stopped');
    await new Promise<void>((resolve) => {
      const logger = app.log as { flush?: (cb?: (err?: Error) => void) => void };
      if (logger.flush) logger.flush(() => resolve());
      else resolve();
    });
  },
);

await app.listen({ port: config.PORT, host: config.HOST });
await backoffice.listen({ port: config.BACKOFFICE_PORT, host: config.HOST });
const boAddress = backoffice.server.address();
const boPort = typeof boAddress === 'object' && boAddress ? boAddress.port : config.BACKOFFICE_PORT;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const url = config.PUBLIC_URL || `http://localhost:${port}`;
const database = app.talih.services.database.kind === 'sqlite' ? config.sqlitePath : 'PostgreSQL';
const boUrl = config.BACKOFFICE_PUBLIC_URL || `http://localhost:${boPort}`;
console.log(`\n  Talih is running at ${url}\n  back-office: ${boUrl}\n  database: ${database}\n`);
