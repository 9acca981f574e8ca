import { buffer } from 'node:stream/consumers';
import {
  type ClosureRequestInput,
  clubToday,
  isRole,
  mayManageLevel,
  PRIVACY_MESSAGES,
  USER_MESSAGES,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { type AppDatabase, queryRows } from '../../db/client';
import { assertStillHolds, type Viewer } from '../../platform/access';
import { asActor, recordAudit } from '../../platform/audit';
import { badRequest, conflict, forbidden, isUniqueViolation, loggableError, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { PermissionStore } from '../../platform/permissions';
import type { FileStorage } from '../../platform/storage';
import { accountTexts } from '../../platform/texts';
import {
  clearPersonalData,
  findPendingClosure,
  insertClosureRequest,
  lockClosureRequest,
  type Owner,
  personalFiles,
  personalRecords,
  withdrawClosureRequest,
} from './repository';

export { pendingClosureRequests } from './repository';

export interface PrivacyDeps {
  db: AppDatabase;
  storage: FileStorage;
  permissions: PermissionStore;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const ownerOf = (viewer: Viewer): Owner => ({
  userId: viewer.userId,
  email: viewer.email,
  verifiedEmail: viewer.emailVerified ? viewer.email : null,
});

/** One JSON document from values already written as JSON (a section's rows become an array). */
function jsonDocument(sections: Record<string, string | string[] | null>) {
  const value = (section: string | string[] | null) =>
    Array.isArray(section) ? (section.length ? `[\n${section.join(',\n')}\n]` : '[]') : (section ?? 'null');
  const lines = Object.entries(sections).map(([name, section]) => `${JSON.stringify(name)}: ${value(section)}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

/**
 * Everything the club holds about the viewer as one ZIP: `my-data.json` (account, membership, applications,
 * payments, orders, donations, messages, teams, meetings, sessions), their ID card scans and transfer slips
 * under `files/`, and a README saying what is where, in their language.
 */
export async function exportOwnData(deps: PrivacyDeps, viewer: Viewer) {
  const owner = ownerOf(viewer);
  const records = await personalRecords(deps.db, owner);
  const entries: Zippable = {};
  const missing: string[] = [];
  for (const file of await personalFiles(deps.db, owner)) {
    const path = `files/${file.bucket}/${file.name}`;
    const opened = await deps.storage.open(file.bucket, file.name);
    if (opened) entries[path] = [new Uint8Array(await buffer(opened.stream)), { level: 0 }];
    else missing.push(path);
  }
  const exportedAt = new Date().toISOString();
  const document = jsonDocument({
    exportedAt: JSON.stringify(exportedAt),
    ...records,
    missingFiles: missing.map((p) => JSON.stringify(p)),
  });
  entries['my-data.json'] = strToU8(document);
  const texts = await accountTexts(deps.db, viewer.userId);
  entries['README.txt'] = strToU8(texts.t('documents.dataExport.readme', { club: texts.club, date: exportedAt }));
  return { fileName: `my-data-${clubToday()}.zip`, zip: zipSync(entries, { level: 6 }) };
}

export async function requestClosure(deps: PrivacyDeps, viewer: Viewer, input: ClosureRequestInput) {
  const reason = input.reason ?? null;
  try {
    await insertClosureRequest(deps.db, { ...ownerOf(viewer), fullName: viewer.fullName, reason });
  } catch (error) {
    // Asked twice, or from two tabs at once: the one pending request per account decides.
    if (isUniqueViolation(error)) throw conflict(PRIVACY_MESSAGES.alreadyAsked);
    throw error;
  }
}

export async function withdrawClosure(deps: PrivacyDeps, viewer: Viewer) {
  if (!(await withdrawClosureRequest(deps.db, viewer.userId))) throw notFound(PRIVACY_MESSAGES.notAsked);
}

export const pendingClosureOf = (deps: PrivacyDeps, viewer: Viewer) => findPendingClosure(deps.db, viewer.userId);

/**
 * Closes the account a request is for (decision 028), in one transaction named for the actor: the login and
 * sessions go (signed out everywhere), personal fields are cleared from what must stay, the audit trail's
 * copies of them too, and the person is told at the address they had. Their scans and card photo are deleted after.
 */
export async function confirmClosure(deps: PrivacyDeps, actor: Viewer, requestId: string) {
  const files = await asActor(deps.db, actor, async (tx) => {
    await assertStillHolds(tx, deps.permissions, actor, 'users', 'delete');
    const request = await lockClosureRequest(tx, requestId);
    if (!request) throw notFound(PRIVACY_MESSAGES.requestNotFound);
    if (request.status !== 'pending' || !request.user_id) throw conflict(PRIVACY_MESSAGES.decided);
    if (request.user_id === actor.userId) throw badRequest(PRIVACY_MESSAGES.ownAccount);
    const [person] = await queryRows<{ email: string; email_verified: boolean; level: string | null }>(
      tx,
      sql`select u.email, u.email_verified, r.base_role as level
          from "user" u left join profiles p on p.user_id = u.id left join user_roles r on r.id = p.role_id
          where u.id = ${request.user_id} for update of u`,
    );
    if (!person) throw notFound(PRIVACY_MESSAGES.requestNotFound);
    const level = isRole(person.level) ? person.level : 'member';
    if (level === 'admin') throw conflict(PRIVACY_MESSAGES.adminAccount);
    if (!mayManageLevel(actor.role, level)) throw forbidden(USER_MESSAGES.aboveOwnLevel);
    const texts = await accountTexts(tx, request.user_id);
    const owner = {
      userId: request.user_id,
      email: person.email,
      verifiedEmail: person.email_verified ? person.email : null,
    };
    const files = await clearPersonalData(tx, owner);
    await tx.execute(
      sql`update account_closure_requests set status = 'closed', decided_by = ${actor.userId}, decided_at = now()
          where id = ${request.id}`,
    );
    await tx.execute(sql`delete from "user" where id = ${request.user_id}`);
    await recordAudit(tx, actor, {
      action: 'account.close',
      entityType: 'user',
      entityId: request.user_id,
      after: { request: request.id },
    });
    await deps.mailer.send(
      {
        to: person.email,
        subject: texts.t('mail.accountClosed.subject', { club: texts.club }),
        text: texts.t('mail.accountClosed.body', { club: texts.club }),
      },
      tx,
    );
    return files;
  });
  for (const file of files) {
    // A file left behind is still unreferenced: the upload sweep removes it.
    await deps.storage
      .remove(file.bucket, file.name)
      .catch((error: unknown) => deps.log.warn({ err: loggableError(error) }, 'closed account: file not deleted'));
  }
}
