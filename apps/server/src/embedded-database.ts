import { existsSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgliteThread } from './db/pglite-thread';
import { acquireDataDirLock } from './platform/data-dir-lock';

/** The embedded database in DATA_DIR, locked and its thread starting, for `openConfiguredDatabase` to take. */
export interface EmbeddedDatabaseStart {
  thread: Promise<PgliteThread>;
  release: () => void;
}

/**
 * The build's data folder of a database with every migration applied (`database-image.ts`, decision 053): a first
 * start copies it instead of making the database afresh and running each migration, some 6 s of a small machine.
 */
export const STARTING_IMAGE = fileURLToPath(new URL('./database-image', import.meta.url));

/**
 * Puts a copy of the starting folder in place as `folder`, whole or not at all: it is copied beside and renamed, so
 * a start stopped halfway leaves no half database to open next time. Without a starting folder (the server run from
 * its sources), the database is made afresh.
 */
async function copyStartingImage(startingImage: string, folder: string) {
  if (!existsSync(startingImage)) return;
  const copying = `${folder}.copying`;
  await rm(copying, { recursive: true, force: true });
  await cp(startingImage, copying, { recursive: true });
  await rename(copying, folder);
}

/**
 * Locks DATA_DIR and starts the embedded database's thread, importing nothing heavier than that thread needs. A data
 * folder without a database begins from the starting folder; one that holds a database opens as it is.
 */
export function startEmbeddedDatabase(dataDir: string, startingImage = STARTING_IMAGE): EmbeddedDatabaseStart {
  const release = acquireDataDirLock(dataDir);
  const folder = join(dataDir, 'pglite');
  const thread = (existsSync(folder) ? Promise.resolve() : copyStartingImage(startingImage, folder)).then(() =>
    PgliteThread.start(folder),
  );
  // Awaited when the database is opened; a failure before then must not end the process as unhandled.
  thread.catch(() => {});
  return { thread, release };
}
