import type { AppDatabase } from '../../db/client';
import { idParamOf, resourcePolicy } from '../../platform/access';
import { findOrder } from './repository';

/** An order is its buyer's, and staff's who may view orders; anyone else gets 'Order not found'. */
export const orderAccess = (db: AppDatabase) =>
  resourcePolicy(
    ({ request }) => findOrder(db, idParamOf(request)),
    (found, { viewer, canModule }) => found.userId === viewer.userId || canModule('shop', 'view'),
  );
