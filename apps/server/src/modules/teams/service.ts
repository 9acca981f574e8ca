import type { AppDatabase } from '../../db/client';

export { scheduleSessionReminders } from './reminders';

import { presentTeam } from './presenter';
import { listTeams } from './repository';

/** The active teams with their player counts, by name: the teams page and the home page. */
export const activeTeams = async (db: AppDatabase) => (await listTeams(db, { activeOnly: true })).map(presentTeam);
