import {
  type ConfirmedSetupStep,
  DEFAULT_IDENTITY,
  SETUP_STEPS,
  type SetupChecklist,
  type SetupStep,
} from '@club/shared';
import type { AppDatabase } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Mailer } from '../../platform/mail';
import type { SettingsStore } from '../../platform/settings';
import { accountTexts } from '../../platform/texts';
import { markSetupStep, setupFacts } from './repository';

export interface SetupDeps {
  db: AppDatabase;
  settings: SettingsStore;
  mailer: Mailer;
  /** Whether mail leaves by a mail server (SMTP_URL) or is written to the outbox folder. */
  mailTransport: 'smtp' | 'outbox';
  /** The fingerprint of the key backups are encrypted with. */
  backupKeyFingerprint: () => string;
}

/** The first-start checklist as the portal stands: each step ticked by what is saved, or done here. */
export async function setupChecklist(deps: SetupDeps): Promise<SetupChecklist> {
  const facts = await setupFacts(deps.db);
  const { bankAccount: bank, identity } = deps.settings.current();
  const done: Record<SetupStep, boolean> = {
    // The portal's own sample name, without a logo: the club has not named itself yet.
    identity: identity.name.en !== DEFAULT_IDENTITY.name.en || identity.logo !== null,
    bankAccount: Boolean(bank.bankName && bank.accountName && bank.accountNumber),
    openingBalance: facts.opening_balance,
    plans: facts.plans,
    season: facts.done.includes('season'),
    secondFactor: facts.second_factor,
    backupKey: facts.done.includes('backupKey'),
    // Mail written to the outbox folder reaches nobody: the step is done once a test mail left by a mail server.
    testMail: facts.done.includes('testMail') && deps.mailTransport === 'smtp',
  };
  return {
    steps: SETUP_STEPS.map((step) => ({ step, done: done[step] })),
    done: SETUP_STEPS.every((step) => done[step]),
    mailTransport: deps.mailTransport,
    backupKeyFingerprint: deps.backupKeyFingerprint(),
  };
}

/** The admin says a step is done that the portal cannot see: the backup key kept away, the season's start checked. */
export async function confirmSetupStep(deps: SetupDeps, actor: Viewer, step: ConfirmedSetupStep) {
  await deps.db.transaction(async (tx) => {
    await markSetupStep(tx, step, actor.userId);
    await recordAudit(tx, actor, { action: 'setup.confirm', entityType: 'settings', entityId: step, after: { step } });
  });
  return setupChecklist(deps);
}

/**
 * A test mail to the admin's own address, in their language, queued as every mail is: the step is done when it
 * goes by a mail server (SMTP_URL); written to the outbox folder, it is only there to look at.
 */
export async function sendTestMail(deps: SetupDeps, actor: Viewer) {
  const texts = await accountTexts(deps.db, actor.userId);
  await deps.db.transaction(async (tx) => {
    await deps.mailer.send(
      {
        to: actor.email,
        subject: texts.t('mail.testMail.subject', { club: texts.club }),
        text: texts.t('mail.testMail.body', { club: texts.club, name: actor.fullName }),
      },
      tx,
    );
    if (deps.mailTransport === 'smtp') await markSetupStep(tx, 'testMail', actor.userId);
  });
  return setupChecklist(deps);
}
