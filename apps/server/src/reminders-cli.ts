import { clubToday, isoDate } from '@club/shared';
import { messageOf, runCommand, withConfiguredApp } from './command-line';
import { loadConfig } from './config';
import { sendDueReminders } from './modules/members/service';
import { DataDirLockedError } from './platform/data-dir-lock';

/**
 *   npm run reminders [-- --day YYYY-MM-DD]
 * Sends the renewal reminders due today (or as they would be on that day) now, instead of waiting for the
 * server's hourly run: each goes once, whoever sends it. The mails are queued; a running server delivers them.
 */
async function main() {
  const config = { ...loadConfig(), seedDemo: false };
  const dayIndex = process.argv.indexOf('--day');
  const day = dayIndex >= 0 ? isoDate.parse(process.argv[dayIndex + 1]) : clubToday();
  await withConfiguredApp(
    config,
    async ({ mailer, settings, permissions }, database) => {
      const started = performance.now();
      const sent = await sendDueReminders(
        { db: database.db, mailer, settings, permissions, publicUrl: config.publicUrl },
        day,
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${sent} renewal reminders due on ${day} sent (queued for delivery) in ${seconds} s\n`);
    },
    { ...config, mailWorker: false, backup: { ...config.backup, scheduler: false } },
  );
}

runCommand(
  main,
  (error) =>
    messageOf(error) +
    (error instanceof DataDirLockedError
      ? '\nThe server holds the embedded database: the reminders go out from it every hour.'
      : ''),
);
