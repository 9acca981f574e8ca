import { buildApp, type ClubApp } from './app';
import { openConfiguredDatabase } from './bootstrap';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';

/**
 * A command-line tool's work with the app built on the configured database (opened, locked and migrated as the
 * server does; `appConfig` when the app runs with less, such as no mail worker): the database is closed and its
 * lock released after, whatever happens.
 */
export async function withConfiguredApp(
  config: Config,
  work: (club: ClubApp, database: DatabaseHandle) => Promise<void>,
  appConfig: Config = config,
) {
  const { database, release } = await openConfiguredDatabase(config);
  try {
    const club = await buildApp({ config: appConfig, database, logger: false });
    await work(club, database);
    await club.app.close();
  } finally {
    await database.close();
    release();
  }
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a command-line tool: an error is written to stderr as `explain` words it, and the process exits with 1. */
export function runCommand(main: () => Promise<void>, explain: (error: unknown) => string = messageOf) {
  main().catch((error: unknown) => {
    process.stderr.write(`${explain(error)}\n`);
    process.exit(1);
  });
}
