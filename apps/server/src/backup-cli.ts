import { createReadStream, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formatBytes } from '@club/shared';
import { buildApp } from './app';
import { type ArchiveSource, restoreArchive } from './backup/archive';
import { ArchiveError, keyFingerprint, loadBackupKey } from './backup/archive-crypto';
import { backupDestination, isArchiveName } from './backup/destination';
import { configuredObjectStore, openConfiguredDatabase } from './bootstrap';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './platform/data-dir-lock';

/**
 *   npm run backup                                  one archive now, into BACKUP_DIR or the backup bucket
 *   npm run restore -- ARCHIVE [--to postgres://...] [--replace]
 * ARCHIVE is a file on this machine or the name of an archive kept in the backup destination ("latest"
 * for the newest). Without --to, the restore goes into the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR) and the configured file storage.
 */
const write = (line: string) => process.stdout.write(`${line}\n`);

async function backUp(config: Config) {
  const { database, release } = await openConfiguredDatabase(config);
  try {
    const { app, backups } = await buildApp({
      config: { ...config, mailWorker: false, backup: { ...config.backup, scheduler: false } },
      database,
      logger: false,
    });
    const key = loadBackupKey(config.backup.key, config.dataDir);
    const run = await backups.backUpNow('command');
    await app.close();
    if (run.status !== 'ok') throw new Error(`The backup failed: ${run.error}`);
    write(`Backup written: ${run.archive} (${formatBytes(run.sizeBytes ?? 0)}) in ${run.destination}`);
    for (const line of run.findings) write(`  ${line}`);
    if (key.generated) {
      write(
        `The archive is encrypted with the key in ${join(config.dataDir, 'backup-key')} (fingerprint ${keyFingerprint(key.key)}).`,
      );
      write('Keep a copy of that key away from this machine: without it no archive can be restored.');
    }
  } finally {
    await database.close();
    release();
  }
}

function option(name: string) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function restore(config: Config) {
  const given = process.argv.slice(3).find((arg, i, all) => !arg.startsWith('--') && all[i - 1] !== '--to');
  if (!given) throw new Error('Name the archive: npm run restore -- ARCHIVE [--to postgres://...] [--replace]');
  const replace = process.argv.includes('--replace');
  const to = option('to') ?? config.databaseUrl;
  const { key } = loadBackupKey(config.backup.key, config.dataDir);
  const destination = backupDestination(config.backup.destination, config.dataDir);

  let openArchive: ArchiveSource;
  if (existsSync(given) && statSync(given).isFile()) {
    openArchive = () => createReadStream(given);
  } else {
    const name = given === 'latest' ? (await destination.list())[0]?.name : given;
    if (!name || !isArchiveName(name)) throw new Error(`No archive ${given} here or in ${destination.description}.`);
    openArchive = async () => {
      const stream = await destination.open(name);
      if (!stream) throw new Error(`No archive ${name} in ${destination.description}.`);
      return stream;
    };
  }

  const store = configuredObjectStore(config);
  if (to) {
    const database = await openDatabase({ kind: 'postgres', url: to });
    try {
      const manifest = await restoreArchive(openArchive, key, { database, store }, { replace });
      write(
        `Restored ${manifest.createdAt} (${manifest.database}, level ${manifest.migration.tag}) into ${new URL(to).host}.`,
      );
    } finally {
      await database.close();
    }
    return;
  }
  // The embedded database: restored into a new folder beside the current one, which it replaces only
  // once the restore is whole.
  const release = acquireDataDirLock(config.dataDir);
  const folder = join(config.dataDir, 'pglite');
  const restoring = `${folder}.restoring`;
  try {
    if (existsSync(folder) && readdirSync(folder).length > 0 && !replace) {
      throw new Error(`The database in ${folder} is not empty. Restore into an empty data folder, or pass --replace.`);
    }
    rmSync(restoring, { recursive: true, force: true });
    const database = await openDatabase({ kind: 'pglite', dataDir: restoring });
    let manifest: Awaited<ReturnType<typeof restoreArchive>>;
    try {
      manifest = await restoreArchive(openArchive, key, { database, store }, { replace });
    } finally {
      await database.close();
    }
    if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
    renameSync(restoring, folder);
    write(`Restored ${manifest.createdAt} (${manifest.database}, level ${manifest.migration.tag}) into ${folder}.`);
  } catch (error) {
    rmSync(restoring, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}

async function main() {
  const config = { ...loadConfig(), seedDemo: false };
  const command = process.argv[2];
  if (command === 'backup') return backUp(config);
  if (command === 'restore') return restore(config);
  throw new Error('Use: backup | restore ARCHIVE [--to postgres://...] [--replace]');
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const hint =
    error instanceof DataDirLockedError
      ? '\nThe server holds the embedded database: use "Back up now" on the backend screen while it runs (and the daily backup), or stop it first.'
      : '';
  process.stderr.write(`${error instanceof ArchiveError ? 'Refused: ' : ''}${message}${hint}\n`);
  process.exit(1);
});
