import { join } from 'node:path';
import { loadBackupKey } from './backup/archive-crypto';
import { appliedMigration, migrationJournal } from './backup/database-dump';
import { backupDestination } from './backup/destination';
import { backUpTo } from './backup/service';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { backupRuns } from './db/schema';
import type { EmbeddedDatabaseStart } from './embedded-database';
import { acquireDataDirLock } from './platform/data-dir-lock';
import { LocalObjectStore, type ObjectStore, S3ObjectStore } from './platform/object-store';

/** Where uploaded files live: DATA_DIR/storage, or the configured S3 bucket. */
export const configuredObjectStore = (config: Config): ObjectStore =>
  config.storage.driver === 's3'
    ? new S3ObjectStore(config.storage.s3)
    : new LocalObjectStore(join(config.dataDir, 'storage'));

/**
 * Opens the configured database (PGlite in DATA_DIR under an exclusive lock, or DATABASE_URL) and
 * migrates it; a database holding data is backed up before new migrations touch it.
 */
export async function openConfiguredDatabase(
  config: Config,
  embedded?: EmbeddedDatabaseStart,
): Promise<{ database: DatabaseHandle; release: () => void }> {
  const release = config.databaseUrl ? () => {} : (embedded?.release ?? acquireDataDirLock(config.dataDir));
  let database: DatabaseHandle | null = null;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite'), thread: embedded?.thread },
    );
    const upgradeBackup = await backUpBeforeUpgrade(config, database);
    await database.migrate();
    if (upgradeBackup) {
      await database.db.insert(backupRuns).values({
        kind: 'backup',
        trigger: 'upgrade',
        status: 'ok',
        finishedAt: new Date(),
        archive: upgradeBackup.name,
        destination: upgradeBackup.destination,
        sizeBytes: upgradeBackup.sizeBytes,
        findings: [`Taken before upgrading the database from ${upgradeBackup.from} to ${upgradeBackup.to}.`],
      });
    }
    return { database, release };
  } catch (error) {
    await database?.close().catch(() => {});
    release();
    throw error;
  }
}

/**
 * Before migrations change a database that holds data, an archive of it as it stands. If that fails
 * the upgrade stops, unless MIGRATE_WITHOUT_BACKUP says to go on.
 */
async function backUpBeforeUpgrade(config: Config, database: DatabaseHandle) {
  const applied = await appliedMigration(database.db);
  const latest = migrationJournal().at(-1);
  if (!applied || !latest || applied.when >= latest.when) return null;
  const destination = backupDestination(config.backup.destination, config.dataDir);
  try {
    const made = await backUpTo(
      destination,
      { database, store: configuredObjectStore(config) },
      loadBackupKey(config.backup.key, config.dataDir).key,
    );
    process.stdout.write(`Backed up before upgrading the database (${applied.tag} to ${latest.tag}): ${made.name}\n`);
    return { ...made, destination: destination.description, from: applied.tag, to: latest.tag };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (config.backup.migrateWithoutBackup) {
      process.stderr.write(
        `Upgrading the database WITHOUT a backup (MIGRATE_WITHOUT_BACKUP): the backup failed: ${reason}\n`,
      );
      return null;
    }
    throw new Error(
      `The database needs upgrading (${applied.tag} to ${latest.tag}), but the backup taken first failed: ${reason}\n` +
        'Nothing was changed. Fix the cause and start again, or start once with MIGRATE_WITHOUT_BACKUP=true to upgrade without a backup.',
    );
  }
}
