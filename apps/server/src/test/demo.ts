import { seedDemoData } from '../seed/demo';
import type { TestApp } from './harness';

/** The demo club on a test app, as a first start seeds an empty database (its accounts' password: demo-pass-1). */
export const seedDemo = (app: TestApp) =>
  seedDemoData({
    app: app.app,
    auth: app.auth,
    db: app.database.db,
    storage: app.storage,
    demoPassword: 'demo-pass-1',
    log: app.app.log,
  });
