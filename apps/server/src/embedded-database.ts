import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
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
 * its sources), the database is made afresh. Synchronous on purpose: some 0.2 s before anything else runs, where the
 * same copy in the background took 2 s, its steps waiting behind the loading of the server's modules.
 */
function copyStartingImage(startingImage: string, folder: string) {
  if (!existsSync(startingImage)) return;
  const copying = `${folder}.copying`;
  rmSync(copying, { recursive: true, force: true });
  cpSync(startingImage, copying, { recursive: true });
  renameSync(copying, folder);
}

/**
 * Locks DATA_DIR and starts the embedded database's thread, importing nothing heavier than that thread needs. A data
 * folder without a database begins from the starting folder; one that holds a database opens as it is.
 */
export function startEmbeddedDatabase(dataDir: string, startingImage = STARTING_IMAGE): EmbeddedDatabaseStart {
  const release = acquireDataDirLock(dataDir);
  const folder = join(dataDir, 'pglite');
  let thread: Promise<PgliteThread>;
  try {
    if (!existsSync(folder)) copyStartingImage(startingImage, folder);
    thread = PgliteThread.start(folder);
  } catch (error) {
    thread = Promise.reject(error);
  }
  // Awaited when the database is opened; a failure before then must not end the process as unhandled.
  thread.catch(() => {});
  return { thread, release };
}
