import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { runsApp, superviseWorkers } from './platform/workers.ts';

/** Starts Fanzone: reads the environment, builds the app, listens, and shuts down gracefully. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  if (!runsApp(config.workers)) {
    superviseWorkers(config.workers, (message) => process.stdout.write(`fanzone: ${message}\n`));
    return;
  }
  config.webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const app = await buildApp(config);

  let closing = false;
  // Responses finished during shutdown close their connection, so keep-alive cannot hold the exit.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forced = setTimeout(() => {
      app.log.error('requests did not finish within 10 s; exiting');
      process.exit(1);
    }, 10_000);
    forced.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Fanzone (${config.region}, ${config.database.kind}) at ${config.publicUrl}`);
}

await main();
