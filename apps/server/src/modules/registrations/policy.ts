import type { ModuleId, RegistrationType } from '@club/shared';
import type { AppDatabase } from '../../db/client';
import { idParamOf, type Policy } from '../../platform/access';
import type { FilePolicy } from '../../platform/file-access';
import { findIdCardOwner, findPayment } from './repository';

/** Both registration modules: fee structures and receipts belong to either. */
export const REGISTRATION_MODULES = ['membership-registrations', 'academy-registrations'] as const;

export const registrationModule = (type: RegistrationType) => `${type}-registrations` as const satisfies ModuleId;

/** An ID card scan: for those who may view the registrations of the kind it was submitted with. */
export const idCardPolicy =
  (db: AppDatabase): FilePolicy =>
  async ({ canModule }, storedName) => {
    const owner = await findIdCardOwner(db, storedName);
    return owner !== null && canModule(registrationModule(owner), 'view');
  };

/** A payment's receipt: for those who may view the registrations of the payment's kind. */
export const paymentReceiptPolicy =
  (db: AppDatabase): Policy =>
  async ({ request, canModule }) => {
    const payment = await findPayment(db, idParamOf(request));
    return payment !== null && canModule(registrationModule(payment.registrationType), 'view');
  };
