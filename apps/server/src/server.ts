// Starts Talih: opens the database, applies migrations, loads demo data on a fresh database,
// serves the API and the built web app, and shuts down gracefully on SIGTERM/SIGINT.
import { buildApp } from './app.ts';
import { buildBackofficeApp } from './backoffice/app.ts';
import { loadConfig } from './config.ts';
import { seedDemoData } from './seed/demo.ts';

const config = loadConfig();
const app = await buildApp({ config });
// The staff back-office: its own port, the same database and services.
const backoffice = await buildBackofficeApp(app.talih.services);

if (config.SEED_DEMO) {
  const seeded = await seedDemoData(app.talih.services);
  if (seeded.loaded) app.log.info({ parts: seeded.parts }, 'demo data loaded');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // If in-flight work does not finish in time, leave anyway rather than hang a deploy.
  setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS).unref();
  await backoffice.close();
  await app.close();
  app.log.info('stopped');
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

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
