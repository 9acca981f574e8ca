import type { Registration, RegistrationType } from '@club/shared';
import type { registrationFees } from '../../db/schema';
import type { RegistrationRow } from './repository';

const iso = (value: string | Date) => new Date(value).toISOString();
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

export function presentRegistration(type: RegistrationType, row: RegistrationRow): Registration {
  const base = {
    id: row.id,
    type,
    formNumber: row.form_number,
    fullName: String(row.full_name),
    permanentAddress: String(row.permanent_address),
    presentAddress: text(row.present_address),
    idCardNumber: String(row.id_card_number),
    dateOfBirth: row.date_of_birth ? String(row.date_of_birth).slice(0, 10) : null,
    atollIsland: String(row.atoll_island),
    mobileNumber: String(row.mobile_number),
    idCardUrl: row.id_card_file ? `/api/files/id-cards/${row.id_card_file}` : null,
    createdAt: iso(row.created_at),
    paymentStatus: row.payment_id ? ('Paid' as const) : ('Pending' as const),
    paymentReference: text(row.payment_reference),
    payment:
      row.payment_id && row.payment_amount && row.receipt_number && row.payment_date && row.payment_method
        ? {
            id: row.payment_id,
            amount: row.payment_amount,
            receiptNumber: row.receipt_number,
            paymentDate: iso(row.payment_date),
            paymentMethod: row.payment_method,
          }
        : null,
  };
  const decided = {
    decision: row.decision as 'pending' | 'accepted' | 'declined',
    memberNumber: text(row.member_number),
    declineReason: text(row.decline_reason),
  };
  if (type === 'membership') {
    return {
      ...base,
      ...decided,
      plan: (text(row.plan) as Registration['plan']) ?? null,
      jobCategory: text(row.job_category),
      jobDesignation: text(row.job_designation),
      otherClubMember: row.other_club_member === true,
      otherClubName: text(row.other_club_name),
    };
  }
  return {
    ...base,
    ...decided,
    academySport: String(row.academy_sport),
    comments: text(row.comments),
    parentName: String(row.parent_name),
    parentIdCard: String(row.parent_id_card),
    viberWhatsappNumber: String(row.viber_whatsapp_number),
  };
}

export const presentFee = (row: typeof registrationFees.$inferSelect) => ({
  id: row.id,
  registrationType: row.registrationType,
  category: row.category,
  feeAmount: row.feeAmount,
  currency: row.currency,
  isActive: row.isActive,
  description: row.description,
});
