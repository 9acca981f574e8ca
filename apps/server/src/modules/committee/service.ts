import type { committeeInputSchema } from '@club/shared';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { deleteCommitteeMember, insertCommitteeMember, listCommittee, updateCommitteeMember } from './repository';

export { listCommitteePage as committeePage } from './repository';

type CommitteeInput = z.output<typeof committeeInputSchema>;

const toValues = (input: CommitteeInput) => ({
  ...input,
  bio: input.bio ?? null,
  phone: input.phone ?? null,
  imageUrl: input.imageUrl ?? null,
});

/** The active members in display order, as the public page shows them. */
export const activeCommittee = (db: AppDatabase) => listCommittee(db, { activeOnly: true });

export const addCommitteeMember = (db: AppDatabase, actor: Viewer, input: CommitteeInput) =>
  asActor(db, actor, (tx) => insertCommitteeMember(tx, { ...toValues(input), createdBy: actor.userId }));

/** The member as changed; null when there is no such member. */
export const changeCommitteeMember = (db: AppDatabase, actor: Viewer, id: string, input: CommitteeInput) =>
  asActor(db, actor, (tx) => updateCommitteeMember(tx, id, toValues(input)));

/** False when there is no such member. */
export const removeCommitteeMember = (db: AppDatabase, actor: Viewer, id: string) =>
  asActor(db, actor, (tx) => deleteCommitteeMember(tx, id));
