import { formatMoney, ltr, t } from '../lib/i18n';
import { usePublicSettings } from '../lib/public-settings';
import { RichText } from './rich-text';
import { TextField } from './ui/form-field';

/** How to pay by transfer: the amount, the club's bank account, and the reference to write on the transfer. */
export function BankTransfer({ amount, reference }: { amount: string | null; reference: string | null }) {
  const bank = usePublicSettings().data?.bankAccount;
  return (
    <section
      aria-label={t('common.transfer.title')}
      className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm"
    >
      <p className="font-semibold">{amount && t('common.transfer.pay', { amount: ltr(formatMoney(amount)) })}</p>
      {bank?.accountNumber ? (
        <p>
          {/* Each on a line of its own: in a right-to-left page, names in English never interleave. */}
          <bdi className="block">{bank.bankName}</bdi>
          <bdi className="block">{bank.accountName}</bdi>
          <RichText
            id="common.transfer.account"
            values={{ number: bank.accountNumber }}
            components={{ 0: <bdi dir="ltr" className="font-mono" /> }}
          />
        </p>
      ) : (
        <p>{t('common.transfer.noBankAccount')}</p>
      )}
      <p className="mt-2">
        {t('common.transfer.writeReference')}{' '}
        <bdi dir="ltr" className="font-mono text-base font-bold" aria-live="polite">
          {reference ?? '…'}
        </bdi>
      </p>
    </section>
  );
}

/** The transfer slip's file field (an image or a PDF). */
export function SlipField({
  id,
  error,
  onChange,
}: {
  id: string;
  error: string | null;
  onChange: (slip: File | null) => void;
}) {
  return (
    <TextField
      id={id}
      label={t('common.transfer.slip')}
      error={error ?? undefined}
      required
      type="file"
      accept="image/*,application/pdf"
      aria-invalid={error ? true : undefined}
      onChange={(event) => onChange(event.target.files?.[0] ?? null)}
    />
  );
}
