import type { PublicSponsor, sponsorInputSchema } from '@club/shared';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import {
  deleteSponsor,
  insertSponsor,
  listActiveSponsors,
  listSponsorsPage,
  sponsorStats,
  updateSponsor,
} from './repository';

type SponsorInput = z.output<typeof sponsorInputSchema>;

const toValues = (input: SponsorInput) => ({
  ...input,
  logoUrl: input.logoUrl ?? null,
  websiteUrl: input.websiteUrl ?? null,
  sponsorshipType: input.sponsorshipType ?? null,
  contactPerson: input.contactPerson ?? null,
  contactPhone: input.contactPhone ?? null,
});

/** The active sponsors as the public sees them (no contact details). */
export const activeSponsors = async (db: AppDatabase): Promise<PublicSponsor[]> =>
  (await listActiveSponsors(db)).map(({ id, name, logoUrl, websiteUrl, sponsorshipType }) => ({
    id,
    name,
    logoUrl,
    websiteUrl,
    sponsorshipType,
  }));

/** A page of sponsors with the stat cards' figures. */
export async function sponsorsPage(db: AppDatabase, query: { page: number; pageSize: number; search?: string }) {
  const [{ rows, total }, stats] = await Promise.all([listSponsorsPage(db, query), sponsorStats(db)]);
  return { rows, total, stats };
}

export const addSponsor = (db: AppDatabase, actor: Viewer, input: SponsorInput) =>
  asActor(db, actor, (tx) => insertSponsor(tx, toValues(input)));

/** The sponsor as changed; null when there is no such sponsor. */
export const changeSponsor = (db: AppDatabase, actor: Viewer, id: string, input: SponsorInput) =>
  asActor(db, actor, (tx) => updateSponsor(tx, id, toValues(input)));

/** False when there is no such sponsor. */
export const removeSponsor = (db: AppDatabase, actor: Viewer, id: string) =>
  asActor(db, actor, (tx) => deleteSponsor(tx, id));
