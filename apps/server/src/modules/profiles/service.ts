import type { AppDatabase } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { accountsExist, fillMissingPhone, searchPeople, updateProfileByUserId } from './repository';

export { setProfileLanguage as rememberLanguage } from './repository';

/** A phone number the person gave on a form reaches their profile when it has none (in the form's transaction). */
export const rememberPhone = (db: Pick<AppDatabase, 'execute'>, userId: string, phone: string) =>
  fillMissingPhone(db, userId, phone);

/** The club's people (name and email) as other modules' pickers find them: meeting attendees, folder shares, players. */
export const findPeople = (db: AppDatabase, search: string) => searchPeople(db, search);

/** Refuses, on the form's field, ids that name no account of the club. */
export async function assertClubPeople(
  db: AppDatabase,
  userIds: readonly string[],
  field: string,
  message: string,
  fieldMessage = 'Choose people from the club',
) {
  if (!(await accountsExist(db, userIds))) throw badRequest(message, { [field]: [fieldMessage] });
}

/** The signed-in person's own name, phone, address and date of birth; null when they have no profile. */
export const changeOwnProfile = (
  db: AppDatabase,
  userId: string,
  input: { fullName: string; phone?: string | null; address?: string | null; dateOfBirth?: string | null },
) =>
  updateProfileByUserId(db, userId, {
    fullName: input.fullName,
    phone: input.phone ?? null,
    address: input.address ?? null,
    dateOfBirth: input.dateOfBirth ?? null,
  });
