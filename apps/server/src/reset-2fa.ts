import { runCommand, withConfiguredApp } from './command-line';
import { loadConfig } from './config';
import { resetSecondFactorByEmail, tellSecondFactorChange } from './modules/auth/service';

/**
 * npm run reset-2fa -- --email you@club.mv
 * For the last admin who lost both their phone and their recovery codes: removes the account's second factor
 * and ends its sessions (audited as done from the command line; the person is emailed). They sign in with
 * their password and set it up again.
 */
async function main() {
  const index = process.argv.indexOf('--email');
  const email = index >= 0 ? process.argv[index + 1]?.trim().toLowerCase() : undefined;
  if (!email) throw new Error('Usage: npm run reset-2fa -- --email someone@club.mv');
  const loaded = loadConfig();
  const config = { ...loaded, seedDemo: false, backup: { ...loaded.backup, scheduler: false } };
  await withConfiguredApp(config, async ({ mailer }, database) => {
    const reset = await resetSecondFactorByEmail(database.db, email);
    if (!reset) throw new Error(`${email}: no account with this email has a second factor.`);
    await tellSecondFactorChange({ db: database.db, mailer, publicUrl: config.publicUrl }, reset, 'reset');
    process.stdout.write(
      `${email}: second factor removed and every session ended. They sign in with their password.\n`,
    );
  });
}

runCommand(main);
