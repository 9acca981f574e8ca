import { createInterface } from 'node:readline/promises';
import { PASSWORD_MIN_LENGTH, signUpSchema } from '@club/shared';
import { runCommand, withConfiguredApp } from './command-line';
import { loadConfig } from './config';
import { createConfirmedAccount, promoteAccount } from './platform/accounts';

/**
 * npm run create-admin -- --email you@club.mv --name "Your Name"
 * The password comes from ADMIN_PASSWORD or is asked for. An existing account is promoted to admin.
 */
function argument(name: string) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const ask = async (question: string, given?: string) => given ?? (await prompt.question(question)).trim();
  const email = await ask('Admin email: ', argument('email'));
  const fullName = await ask('Full name: ', argument('name'));
  const password = process.env.ADMIN_PASSWORD ?? (await ask(`Password (at least ${PASSWORD_MIN_LENGTH} characters): `));
  prompt.close();
  const parsed = signUpSchema.safeParse({ email, fullName, password });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));

  const config = { ...loadConfig(), seedDemo: false };
  await withConfiguredApp(config, async ({ auth }, database) => {
    if (await promoteAccount(database.db, parsed.data.email, 'admin')) {
      process.stdout.write(`${parsed.data.email} already had an account: it is now an admin (password unchanged).\n`);
    } else {
      await createConfirmedAccount(auth, database.db, { ...parsed.data, role: 'admin' });
      process.stdout.write(`Admin account created for ${parsed.data.email}.\n`);
    }
  });
}

runCommand(main);
