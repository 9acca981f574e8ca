import { join } from 'node:path';
import { PgliteThread } from './db/pglite-thread';
import { acquireDataDirLock } from './platform/data-dir-lock';

/** The embedded database in DATA_DIR, locked and its thread starting, for `openConfiguredDatabase` to take. */
export interface EmbeddedDatabaseStart {
  thread: Promise<PgliteThread>;
  release: () => void;
}

/** Locks DATA_DIR and starts the embedded database's thread, importing nothing heavier than that thread needs. */
export function startEmbeddedDatabase(dataDir: string): EmbeddedDatabaseStart {
  const release = acquireDataDirLock(dataDir);
  const thread = PgliteThread.start(join(dataDir, 'pglite'));
  // Awaited when the database is opened; a failure before then must not end the process as unhandled.
  thread.catch(() => {});
  return { thread, release };
}
