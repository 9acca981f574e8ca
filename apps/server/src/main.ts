import { buildApp } from './app';
import { openConfiguredDatabase } from './bootstrap';
import { loadConfig } from './config';
import { seedDemoData } from './db/seed/demo';

async function main() {
  const config = loadConfig();
  const { database, release } = await openConfiguredDatabase(config);
  const { app, auth, storage } = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      release();
      clearTimeout(force);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    if (config.seedDemo) {
      await seedDemoData({ auth, db: database.db, storage, demoPassword: config.demoPassword, log: app.log });
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    release();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(`Listening on http://localhost:${port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
