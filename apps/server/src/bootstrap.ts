import { join } from 'node:path';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { acquireDataDirLock } from './platform/data-dir-lock';
import { LocalObjectStore, type ObjectStore, S3ObjectStore } from './platform/object-store';

/** Where uploaded files live: DATA_DIR/storage, or the configured S3 bucket. */
export const configuredObjectStore = (config: Config): ObjectStore =>
  config.storage.driver === 's3'
    ? new S3ObjectStore(config.storage.s3)
    : new LocalObjectStore(join(config.dataDir, 'storage'));

/** Opens the configured database (PGlite in DATA_DIR under an exclusive lock, or DATABASE_URL) and migrates it. */
export async function openConfiguredDatabase(
  config: Config,
): Promise<{ database: DatabaseHandle; release: () => void }> {
  const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
    );
    await database.migrate();
    return { database, release };
  } catch (error) {
    release();
    throw error;
  }
}
