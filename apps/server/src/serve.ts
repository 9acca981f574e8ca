import { buildApp } from './app';
import { openConfiguredDatabase } from './bootstrap';
import type { Config } from './config';
import type { EmbeddedDatabaseStart } from './embedded-database';
import { seedDemoData } from './seed/demo';

/** Opens the database (the embedded one's thread may be starting already), builds the app and listens. */
export async function serve(
  config: Config,
  { isWorker, embedded }: { isWorker: boolean; embedded?: EmbeddedDatabaseStart },
) {
  const { database, release } = await openConfiguredDatabase(config, embedded);
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
    if (config.seedDemo && !isWorker) {
      await seedDemoData({ app, auth, db: database.db, storage, demoPassword: config.demoPassword, log: app.log });
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    release();
    throw error;
  }
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : config.port;
}

/** Migrates the database and, when asked, puts the demo data in; serves nothing. */
export async function prepareDatabase(config: Config, embedded?: EmbeddedDatabaseStart) {
  const { database, release } = await openConfiguredDatabase(config, embedded);
  try {
    if (config.seedDemo) {
      const { app, auth, storage } = await buildApp({
        config: { ...config, mailWorker: false },
        database,
        logger: false,
      });
      await seedDemoData({ app, auth, db: database.db, storage, demoPassword: config.demoPassword, log: app.log });
      await app.close();
    }
  } finally {
    await database.close();
    release();
  }
}
