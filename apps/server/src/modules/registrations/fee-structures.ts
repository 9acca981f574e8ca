import type { feeInputSchema } from '@club/shared';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { deleteFee, insertFee, updateFee } from './repository';

export { listFees as feeStructures } from './repository';

type FeeInput = z.output<typeof feeInputSchema>;

export const addFeeStructure = (db: AppDatabase, actor: Viewer, input: FeeInput) =>
  asActor(db, actor, (tx) =>
    insertFee(tx, { ...input, description: input.description ?? null, createdBy: actor.userId }),
  );

/** The fee structure as changed; null when there is no such fee. */
export const changeFeeStructure = (db: AppDatabase, actor: Viewer, id: string, input: FeeInput) =>
  asActor(db, actor, (tx) => updateFee(tx, id, { ...input, description: input.description ?? null }));

/** False when there is no such fee. */
export const removeFeeStructure = (db: AppDatabase, actor: Viewer, id: string) =>
  asActor(db, actor, (tx) => deleteFee(tx, id));
