import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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
 * The build's image of a database with every migration applied (`database-image.ts`, decision 053): a first start
 * unpacks it instead of making the database afresh and running each migration, some 6 s of a small machine.
 */
export const STARTING_IMAGE = fileURLToPath(new URL('./database-image.tar.gz', import.meta.url));

/** The starting image's bytes, or nothing when the server runs from its sources (no build made one). */
const readStartingImage = (file: string) =>
  readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

/**
 * Locks DATA_DIR and starts the embedded database's thread, importing nothing heavier than that thread needs. A data
 * folder without a database begins from the starting image; one that holds a database opens as it is.
 */
export function startEmbeddedDatabase(dataDir: string, startingImage = STARTING_IMAGE): EmbeddedDatabaseStart {
  const release = acquireDataDirLock(dataDir);
  const folder = join(dataDir, 'pglite');
  const thread = (existsSync(folder) ? Promise.resolve(undefined) : readStartingImage(startingImage)).then((image) =>
    PgliteThread.start(folder, image),
  );
  // Awaited when the database is opened; a failure before then must not end the process as unhandled.
  thread.catch(() => {});
  return { thread, release };
}
