// The yardstick for bench/wallet.ts: a bare Fastify route that parses a JSON body and answers
// JSON, on the same machine, with nothing of Talih in the way.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async (req) => ({ status: 'OK', echo: (req.body as { n?: number }).n ?? 0 }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`bare listening ${address}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
