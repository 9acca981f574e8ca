import {
  ANONYMOUS,
  CONTRIBUTION_MESSAGES,
  type ContributionSummary,
  type ContributionType,
  cashContributionInputSchema,
  contributionInputSchema,
} from '@club/shared';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { PayNow } from '../../../components/pay-now';
import { RichText } from '../../../components/rich-text';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { EmailField, FormField, NameField, TextField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Select } from '../../../components/ui/select';
import { UserText } from '../../../components/ui/user-text';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatMoney, ltr, t, translateMessage } from '../../../lib/i18n';
import { issueReference } from '../api/issue-reference';
import { useSubmitContribution } from '../api/submit-contribution';

interface Values {
  typeId: string;
  amount: string;
  contributorName: string;
  contributorEmail: string;
  message: string;
  isAnonymous: boolean;
}

/**
 * Make a Contribution: type, amount (the type's suggestion filled in), name, email, message, anonymous;
 * the club's bank account with a payment reference for the transfer, and the transfer slip.
 */
export function ContributionDialog({
  open,
  onOpenChange,
  types,
  initialTypeId,
  bankAccount,
  onDone,
}: {
  types: ContributionType[];
  initialTypeId: string | null;
  bankAccount: ContributionSummary['bankAccount'];
  onDone: (reference: string) => void;
} & DialogState) {
  const { user, profile } = useAuth();
  const submit = useSubmitContribution();
  const [values, setValues] = useState<Values>({
    typeId: '',
    amount: '',
    contributorName: '',
    contributorEmail: '',
    message: '',
    isAnonymous: false,
  });
  const [reference, setReference] = useState<string | null>(null);
  const [slip, setSlip] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);

  const latest = useRef({ types, fullName: profile?.fullName ?? '', email: user?.email ?? '' });
  latest.current = { types, fullName: profile?.fullName ?? '', email: user?.email ?? '' };
  // A blank form each time the dialog opens; later changes of the types or the session come through the ref.
  useEffect(() => {
    if (!open) return;
    const { types: current, fullName, email } = latest.current;
    const type = current.find((type) => type.id === initialTypeId) ?? current[0];
    setValues({
      typeId: type?.id ?? '',
      amount: type?.suggestedAmount ?? '',
      contributorName: fullName,
      contributorEmail: email,
      message: '',
      isAnonymous: false,
    });
    setSlip(null);
    setErrors({});
    setProgress(null);
    setReference(null);
    issueReference()
      .then(setReference)
      .catch(() =>
        toast.error(t('common.toast.error'), { description: translateMessage('Failed to process contribution') }),
      );
  }, [open, initialTypeId]);
  // Who is signed in may be learnt after the dialog opened: it fills the name and email if still blank,
  // and never clears what the person typed or the reference they were given.
  useEffect(() => {
    if (!open) return;
    setValues((v) => ({
      ...v,
      contributorName: v.contributorName || (profile?.fullName ?? ''),
      contributorEmail: v.contributorEmail || (user?.email ?? ''),
    }));
  }, [open, profile, user]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const chooseType = (typeId: string) => {
    const type = types.find((type) => type.id === typeId);
    setValues((v) => ({ ...v, typeId, amount: type?.suggestedAmount ?? v.amount }));
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const fields = {
      ...values,
      contributorName: values.isAnonymous ? ANONYMOUS : values.contributorName,
      paymentReference: reference ?? '',
    };
    const parsed = contributionInputSchema.safeParse(fields);
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (!slip) found.slip = CONTRIBUTION_MESSAGES.slip;
    setErrors(found);
    if (Object.keys(found).length > 0 || !slip) {
      toast.error(t('common.toast.error'), {
        description: translateMessage(
          found.amount === CONTRIBUTION_MESSAGES.amount ? found.amount : CONTRIBUTION_MESSAGES.required,
        ),
      });
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    form.append('website', (event.currentTarget as HTMLFormElement).website?.value ?? '');
    form.append('slip', slip);
    setProgress(0);
    try {
      const done = await submit.mutateAsync({ form, onProgress: setProgress });
      toast.success(t('contributions.dialog.success'), { description: translateMessage(CONTRIBUTION_MESSAGES.thanks) });
      onOpenChange(false);
      onDone(done.paymentReference);
    } catch (error) {
      setProgress(null);
      if (error instanceof ApiError && (error.status === 413 || error.status === 415))
        setErrors({ slip: error.body.message });
      else
        toast.error(t('common.toast.error'), {
          description: translateMessage(failureMessage(error, 'Failed to process contribution')),
        });
    }
  };
  /** The donation paid by card: the same fields without the slip, checked before the bank's page opens. */
  const byCard = () => {
    const parsed = cashContributionInputSchema.safeParse({
      ...values,
      contributorName: values.isAnonymous ? ANONYMOUS : values.contributorName,
    });
    if (parsed.success) return { kind: 'donation' as const, ...parsed.data };
    const found: Record<string, string> = {};
    for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    toast.error(t('common.toast.error'), { description: translateMessage(CONTRIBUTION_MESSAGES.required) });
    return null;
  };
  const type = types.find((type) => type.id === values.typeId);
  const describedBy = (field: string) => (errors[field] ? `contribution-${field}-error` : undefined);

  return (
    <FormDialog
      submitLabel={t('contributions.contribute')}
      pending={submit.isPending}
      submitDisabled={!reference}
      open={open}
      onOpenChange={onOpenChange}
      title={t('contributions.make')}
      description={t('contributions.dialog.description')}
      className="max-h-[90vh] max-w-xl overflow-y-auto"
      onSubmit={onSubmit}
    >
      <FormField id="contribution-typeId" label={t('contributions.dialog.type')} error={errors.typeId}>
        <Select
          value={values.typeId}
          aria-describedby={describedBy('typeId')}
          onChange={(e) => chooseType(e.target.value)}
        >
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </Select>
      </FormField>
      {type?.description && <UserText className="-mt-2 text-sm text-slate-600">{type.description}</UserText>}
      <TextField
        id="contribution-amount"
        label={t('contributions.dialog.amount')}
        error={errors.amount}
        type="number"
        min={1}
        step="0.01"
        inputMode="decimal"
        dir="ltr"
        value={values.amount}
        aria-invalid={errors.amount ? true : undefined}
        aria-describedby={describedBy('amount')}
        onChange={(e) => set('amount', e.target.value)}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={values.isAnonymous}
          onChange={(e) => set('isAnonymous', e.target.checked)}
        />
        {t('contributions.dialog.anonymous')}
      </label>
      {!values.isAnonymous && (
        <NameField
          id="contribution-contributorName"
          label={t('contributions.dialog.name')}
          error={errors.contributorName}
          value={values.contributorName}
          aria-invalid={errors.contributorName ? true : undefined}
          aria-describedby={describedBy('contributorName')}
          onChange={(e) => set('contributorName', e.target.value)}
        />
      )}
      <EmailField
        id="contribution-contributorEmail"
        label={t('contributions.dialog.email')}
        error={errors.contributorEmail}
        value={values.contributorEmail}
        aria-invalid={errors.contributorEmail ? true : undefined}
        aria-describedby={describedBy('contributorEmail')}
        onChange={(e) => set('contributorEmail', e.target.value)}
      />
      <p className="-mt-2 text-xs text-slate-500">{t('contributions.dialog.emailNote')}</p>
      <FormField id="contribution-message" label={t('contributions.dialog.message')}>
        <Textarea
          rows={2}
          maxLength={1000}
          dir="auto"
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
        />
      </FormField>
      <PayNow
        amount={/^\d+(\.\d{1,2})?$/.test(values.amount) ? values.amount : null}
        request={byCard}
        headingLevel={3}
      />
      <section
        className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm"
        aria-label={t('contributions.dialog.bankTransfer')}
      >
        <p className="font-semibold">{t('contributions.dialog.transferTo')}</p>
        {bankAccount.accountNumber ? (
          <p>
            <bdi>{bankAccount.bankName}</bdi> · <bdi>{bankAccount.accountName}</bdi>
            <br />
            <RichText
              id="contributions.dialog.account"
              values={{ number: bankAccount.accountNumber }}
              components={{ 0: <bdi dir="ltr" className="font-mono" /> }}
            />
          </p>
        ) : (
          <p>{t('contributions.dialog.noBankAccount')}</p>
        )}
        <p className="mt-2">
          {t('contributions.dialog.writeReference')}{' '}
          <bdi dir="ltr" className="font-mono text-base font-bold" aria-live="polite">
            {reference ?? '…'}
          </bdi>
        </p>
        {values.amount && /^\d+(\.\d{1,2})?$/.test(values.amount) && (
          <p className="mt-1 text-slate-600">
            {t('contributions.dialog.amountLine', { amount: ltr(formatMoney(values.amount)) })}
          </p>
        )}
      </section>
      <TextField
        id="contribution-slip"
        label={t('contributions.dialog.slip')}
        error={errors.slip}
        type="file"
        accept="image/*,application/pdf"
        aria-invalid={errors.slip ? true : undefined}
        aria-describedby={describedBy('slip')}
        onChange={(e) => setSlip(e.target.files?.[0] ?? null)}
      />
      <div className="absolute -start-[10000px]" aria-hidden="true">
        <label htmlFor="contribution-website">{t('common.form.website')}</label>
        <input id="contribution-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {progress !== null && <ProgressBar value={progress} label={t('common.form.uploadProgress')} />}
    </FormDialog>
  );
}
