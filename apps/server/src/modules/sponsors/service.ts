import type { PublicSponsor } from '@club/shared';
import type { AppDatabase } from '../../db/client';
import { listActiveSponsors } from './repository';

/** The active sponsors as the public sees them (no contact details). */
export const activeSponsors = async (db: AppDatabase): Promise<PublicSponsor[]> =>
  (await listActiveSponsors(db)).map(({ id, name, logoUrl, websiteUrl, sponsorshipType }) => ({
    id,
    name,
    logoUrl,
    websiteUrl,
    sponsorshipType,
  }));
