import { type ClubSettings, toClubSettings } from '@club/shared';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { clubSettings } from '../db/schema';
import { followClubIdentity } from './texts';

const ROW_ID = 'club';

/** Tables whose changes make the cached settings stale (in this process or another one). */
export const SETTINGS_TABLE = 'club_settings';

/**
 * The club settings, held in memory for every request that needs them and reloaded on the change
 * notification (from any process). A value saved by an older version gets the newer fields' defaults.
 */
export class SettingsStore {
  private value: ClubSettings = toClubSettings({});
  private logo: { url: string; png: Buffer | null } | null = null;
  private readLogo: (url: string) => Promise<Buffer | null> = async () => null;

  constructor(private readonly db: AppDatabase) {}

  /** Where the logo's drawing is read from for the documents (the file storage, once it exists). */
  readLogosWith(read: (url: string) => Promise<Buffer | null>) {
    this.readLogo = read;
  }

  current(): ClubSettings {
    return this.value;
  }

  async reload(): Promise<void> {
    const [row] = await this.db
      .select({ value: clubSettings.value })
      .from(clubSettings)
      .where(eq(clubSettings.id, ROW_ID));
    try {
      this.value = toClubSettings(row?.value ?? {});
    } catch {
      // A saved value that no longer validates (a rule tightened later): the defaults, until an admin saves.
      this.value = toClubSettings({});
    }
    const logoUrl = this.value.identity.logo?.icon ?? null;
    if (logoUrl !== (this.logo?.url ?? null))
      this.logo = logoUrl ? { url: logoUrl, png: await this.readLogo(logoUrl).catch(() => null) } : null;
    followClubIdentity(this.value.identity, this.logo?.png ?? null);
  }

  /** Writes the whole settings object (inside the caller's transaction, beside its audit row). */
  static async write(tx: AppDatabase, value: ClubSettings, actorId: string) {
    await tx
      .insert(clubSettings)
      .values({ id: ROW_ID, value, updatedBy: actorId })
      .onConflictDoUpdate({ target: clubSettings.id, set: { value, updatedBy: actorId, updatedAt: new Date() } });
  }

  /** The stored value as saved (for the before side of an audit row), read in the caller's transaction. */
  static async read(tx: AppDatabase): Promise<ClubSettings> {
    const [row] = await tx
      .select({ value: clubSettings.value })
      .from(clubSettings)
      .where(eq(clubSettings.id, ROW_ID))
      .for('update');
    return toClubSettings(row?.value ?? {});
  }
}
