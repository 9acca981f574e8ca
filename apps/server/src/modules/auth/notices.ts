import { deviceOf } from '@club/shared';
import type { AppDatabase } from '../../db/client';
import type { Mailer } from '../../platform/mail';
import { accountTexts } from '../../platform/texts';

/**
 * Tells a person their account was signed in to from a browser that had not signed in to it before (the
 * device mark of account-limits.ts): what device, from which address and when, and where to sign it out.
 */
export async function tellNewSignIn(
  deps: { db: AppDatabase; mailer: Mailer; publicUrl: string },
  account: { id: string; email: string; name: string },
  browser: { userAgent: string | undefined; address: string },
) {
  const texts = await accountTexts(deps.db, account.id);
  const device = deviceOf(browser.userAgent);
  await deps.mailer.send({
    to: account.email,
    subject: texts.t('mail.newSignIn.subject', { club: texts.club }),
    text: texts.t('mail.newSignIn.body', {
      name: account.name,
      device: device ? texts.t('mail.newSignIn.device', device) : texts.t('mail.newSignIn.unknownDevice'),
      address: texts.ltr(browser.address),
      dateTime: texts.dateTime(new Date()),
      link: `${deps.publicUrl}/profile`,
    }),
  });
}

export type SecondFactorChange = 'on' | 'off' | 'reset';

/** Tells a person their second factor was turned on or off by them, or reset by staff: if it was not them, they act. */
export async function tellSecondFactorChange(
  deps: { db: AppDatabase; mailer: Mailer; publicUrl: string },
  account: { userId: string; email: string },
  change: SecondFactorChange,
) {
  const texts = await accountTexts(deps.db, account.userId);
  await deps.mailer.send({
    to: account.email,
    subject: texts.t(`mail.secondFactor.${change}.subject`, { club: texts.club }),
    text: texts.t(`mail.secondFactor.${change}.body`, {
      club: texts.club,
      dateTime: texts.dateTime(new Date()),
      link: `${deps.publicUrl}/profile`,
    }),
  });
}

/** Tells a person a passkey was added to their account (named) or removed from it. */
export async function tellPasskeyChange(
  deps: { db: AppDatabase; mailer: Mailer; publicUrl: string },
  account: { userId: string; email: string },
  change: 'added' | 'removed',
  name: string | null,
) {
  const texts = await accountTexts(deps.db, account.userId);
  await deps.mailer.send({
    to: account.email,
    subject: texts.t(`mail.passkey.${change}.subject`, { club: texts.club }),
    text: texts.t(`mail.passkey.${change}.body`, {
      name: name ?? '',
      dateTime: texts.dateTime(new Date()),
      link: `${deps.publicUrl}/profile`,
    }),
  });
}
