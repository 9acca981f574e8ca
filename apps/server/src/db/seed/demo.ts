import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createConfirmedAccount, type NewAccount } from '../../platform/accounts';
import type { Auth } from '../../platform/auth';
import type { AppDatabase } from '../client';
import { user } from '../schema';

type DemoAccount = Omit<NewAccount, 'password'>;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@example.com',
    fullName: 'Ahmed Rasheed',
    role: 'admin',
    phone: '+960 778-2143',
    address: 'H. Veyoge, Majeedhee Magu, Male',
    dateOfBirth: '1979-03-14',
  },
  {
    email: 'executive@example.com',
    fullName: 'Mariyam Shaheeda',
    role: 'executive',
    phone: '+960 955-0871',
    address: 'G. Finifenmaage, Ameenee Magu, Male',
    dateOfBirth: '1985-11-02',
  },
  {
    email: 'member@example.com',
    fullName: 'Ibrahim Naseem',
    role: 'member',
    phone: '+960 747-3390',
    address: 'Lot 10245, Nirolhu Magu, Hulhumale',
    dateOfBirth: '1998-06-21',
  },
  {
    email: 'guest@example.com',
    fullName: 'Fathimath Leena',
    role: 'guest',
    phone: '+960 791-6604',
    address: 'Hithadhoo, Addu City',
    dateOfBirth: '2001-01-09',
  },
];

/** Seeds demo accounts (one per role) and content, only into an empty database. */
export async function seedDemoData(options: {
  auth: Auth;
  db: AppDatabase;
  demoPassword: string | undefined;
  log: FastifyBaseLogger;
}) {
  const { auth, db, log } = options;
  const [row] = await db.select({ users: count() }).from(user);
  if ((row?.users ?? 0) > 0) return false;
  const password = options.demoPassword ?? randomBytes(9).toString('base64url');
  for (const account of DEMO_ACCOUNTS) {
    await createConfirmedAccount(auth, db, { ...account, password });
  }
  log.info({ accounts: DEMO_ACCOUNTS.map((a) => a.email) }, 'seeded demo accounts');
  if (!options.demoPassword) {
    // Printed once, on the console only: the log keeps no passwords.
    process.stdout.write(
      `\nDemo accounts: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}\nDemo password (shown once): ${password}\n\n`,
    );
  }
  return true;
}
