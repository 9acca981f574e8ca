import {
  ACADEMY_SPORTS,
  ADULT_PLANS,
  academyRegistrationSchema,
  isExecutiveLevel,
  membershipRegistrationSchema,
  PHONE_HINT,
  REGISTRATION_MESSAGES,
  type RegistrationSubmitted,
  type RegistrationType,
} from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { RichText } from '../../../components/rich-text';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { BIRTH_YEARS, FormDateInput } from '../../../components/ui/date-input';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { Options, Select } from '../../../components/ui/select';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDateTime, formatMoney, type TextKey, t, translateMessage } from '../../../lib/i18n';
import { planLabel } from '../../../lib/membership-labels';
import { enqueue, type FormEntry, type SentOutcome, useOutbox } from '../../../lib/outbox';
import { paths, signInThen } from '../../../lib/paths';
import { documentUploadHint, usePublicSettings } from '../../../lib/public-settings';
import { sportLabel } from '../../../lib/sport-label';
import { useKnownValues } from '../../../lib/use-known-values';
import { formNumberQueryOptions, useFormNumber } from '../api/get-form-number';
import { usePlans } from '../api/get-plans';
import { useSubmitRegistration } from '../api/submit-registration';
import { FeePayment } from './fee-payment';

type Values = Record<string, string>;

/** Fields a visitor may leave blank (their labels say so); every other one is marked required. */
const OPTIONAL = new Set(['presentAddress', 'jobCategory', 'jobDesignation', 'comments']);
const HINTS: Record<string, string> = { mobileNumber: PHONE_HINT, viberWhatsappNumber: PHONE_HINT };
const SUBMITTED: Record<RegistrationType, TextKey> = {
  membership: 'registrations.submitted.membership',
  academy: 'registrations.submitted.academy',
};

/** What both forms ask of the person first, empty. */
const PERSON: Values = {
  fullName: '',
  permanentAddress: '',
  presentAddress: '',
  idCardNumber: '',
  dateOfBirth: '',
  atollIsland: '',
  mobileNumber: '',
};

const EMPTY: Record<RegistrationType, Values> = {
  membership: {
    plan: 'regular',
    ...PERSON,
    jobCategory: '',
    jobDesignation: '',
    otherClubMember: 'false',
    otherClubName: '',
  },
  academy: {
    ...PERSON,
    academySport: '',
    comments: '',
    parentName: '',
    parentIdCard: '',
    viberWhatsappNumber: '',
  },
};

/** The files an ID card may be sent as (what the server accepts for it). */
const ID_CARD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'];

const clubNow = () => formatDateTime(new Date());

/** The club's date and time, kept current; none in the page the server draws (its clock is not the visitor's). */
function useClubClock() {
  const [now, setNow] = useState<string>();
  useEffect(() => {
    setNow(clubNow());
    const timer = setInterval(() => setNow(clubNow()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Whether a failed submission never reached the club (no network), so it can wait on the device. */
const unreachable = (error: unknown) => !(error instanceof ApiError) || error.status === 0;

/**
 * The public membership or academy form: the next form number, the spec's fields and the ID card upload. At
 * the club's registration desk it also works without a network: a form that cannot be sent is kept on the
 * device (the outbox) under its submission key and sent when the network returns, so sending it again saves
 * it once.
 */
export function RegistrationForm({ type }: { type: RegistrationType }) {
  const queryClient = useQueryClient();
  const formNumber = useFormNumber(type);
  const plans = usePlans();
  const submit = useSubmitRegistration();
  const url = `/api/registrations/${type}`;
  // Made on the device for each form filled in: it is the form's idempotency key, also while it waits offline.
  const [submissionKey, setSubmissionKey] = useState(() => crypto.randomUUID());
  const onSent = useCallback(
    (outcomes: SentOutcome[]) => {
      for (const { entry, refused, answer } of outcomes) {
        const name = (entry as FormEntry).label;
        if (refused)
          toast.error(t('registrations.desk.refused', { name, message: errorMessage(refused) }), {
            duration: Infinity,
          });
        else
          toast.success(
            t('registrations.desk.sent', { name, formNumber: (answer as RegistrationSubmitted).formNumber }),
          );
      }
      void queryClient.invalidateQueries({ queryKey: formNumberQueryOptions(type).queryKey });
    },
    [queryClient, type],
  );
  const waiting = useOutbox<FormEntry>(url, onSent);
  const now = useClubClock();
  const fileInput = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<(RegistrationSubmitted & { submissionKey: string }) | null>(null);
  const [idCard, setIdCard] = useState<File | null>(null);
  const [idCardError, setIdCardError] = useState<string>();
  const settings = usePublicSettings();
  const { user, profile, role } = useAuth();
  const maxIdCardBytes = (settings.data?.uploadLimitsMb.documents ?? Number.POSITIVE_INFINITY) * 1024 * 1024;
  const schema = type === 'membership' ? membershipRegistrationSchema : academyRegistrationSchema;
  // The two schemas have different shapes; the form keeps every field as text and the schema checks them.
  // A plan chosen on the membership page (?plan=student) starts the form on it.
  const [search] = useSearchParams();
  const chosenPlan = search.get('plan');
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues:
      type === 'membership' && chosenPlan && (ADULT_PLANS as readonly string[]).includes(chosenPlan)
        ? { ...EMPTY[type], plan: chosenPlan }
        : EMPTY[type],
  });
  // What the account knows starts the form (the applicant, or the parent sending a child's form), never over typing;
  // staff at the club's desk fill it in for someone else, so theirs is left blank.
  useKnownValues(
    form,
    profile && !isExecutiveLevel(role)
      ? type === 'membership'
        ? { fullName: profile.fullName, mobileNumber: profile.phone }
        : { parentName: profile.fullName, viberWhatsappNumber: profile.phone }
      : null,
  );
  const errors = form.formState.errors as FieldErrors<Values>;
  const otherClub = form.watch('otherClubMember') === 'true';

  const onSubmit = form.handleSubmit(async (values) => {
    if (!idCard) {
      setIdCardError(REGISTRATION_MESSAGES.missingIdCard);
      toast.error(translateMessage(REGISTRATION_MESSAGES.missingIdCardTitle), {
        description: translateMessage(REGISTRATION_MESSAGES.missingIdCard),
      });
      return;
    }
    if (idCardError) return;
    const fields = {
      ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')),
      submissionKey,
    };
    const clear = () => {
      form.reset(EMPTY[type]);
      setIdCard(null);
      setIdCardError(undefined);
      setSubmissionKey(crypto.randomUUID());
      if (fileInput.current) fileInput.current.value = '';
    };
    try {
      const result = await submit.mutateAsync({ type, fields, idCard });
      toast.success(t('common.toast.success'), {
        description: t(SUBMITTED[type], { formNumber: result.formNumber }),
      });
      setSent({ ...result, submissionKey });
      clear();
      await queryClient.invalidateQueries({ queryKey: formNumberQueryOptions(type).queryKey });
    } catch (error) {
      if (unreachable(error)) {
        await enqueue({ id: submissionKey, url, fields, files: { idCard }, label: values.fullName ?? '' });
        toast.info(t('registrations.desk.kept', { name: values.fullName ?? '' }));
        setSent(null);
        clear();
        return;
      }
      const fieldErrors = error instanceof ApiError ? error.body.fieldErrors : undefined;
      for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
        if (field in EMPTY[type]) form.setError(field, { message: messages[0] });
        if (field === 'idCard') setIdCardError(messages[0]);
      }
      // The club's server read the file and refused its kind (a renamed file, say): said beside the file, too.
      if (error instanceof ApiError && error.status === 415)
        setIdCardError(t('registrations.form.fileTypeNotAccepted'));
      toast.error(t('common.toast.error'), {
        description: translateMessage(
          error instanceof ApiError && error.status < 500 ? error.message : REGISTRATION_MESSAGES.submitFailed,
        ),
      });
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: formNumberQueryOptions(type).queryKey });
      }
    }
  });

  const field = (name: string, label: TextKey, input: React.ReactNode) => (
    <FormField
      id={`reg-${name}`}
      label={t(label)}
      error={errors[name]?.message}
      hint={HINTS[name] && translateMessage(HINTS[name])}
      required={!OPTIONAL.has(name)}
    >
      {input}
    </FormField>
  );
  const text = (name: string, label: TextKey, props: React.ComponentProps<'input'> = {}) =>
    field(name, label, <Input id={`reg-${name}`} aria-invalid={!!errors[name]} {...props} {...form.register(name)} />);

  return (
    <Card>
      <CardContent className="flex flex-col gap-6 pt-6">
        {sent && <FeePayment key={sent.formNumber} type={type} sent={sent} onAnother={() => setSent(null)} />}
        {waiting.length > 0 && (
          <section
            aria-labelledby="desk-waiting"
            className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
            role="status"
          >
            <h2 id="desk-waiting" className="font-semibold">
              {t('registrations.desk.waiting', { count: waiting.length })}
            </h2>
            <ul className="mt-1 list-disc ps-5">
              {waiting.map((entry) => (
                <li key={entry.id}>
                  <bdi>{entry.label}</bdi>
                </li>
              ))}
            </ul>
            <p className="mt-2">{t('registrations.desk.explain')}</p>
          </section>
        )}
        {!sent && (
          <>
            <div className="flex flex-wrap justify-between gap-2 rounded-lg bg-brand-50 p-4 text-sm">
              {/* Laid out the same before the number and the time arrive (the server draws this page without them). */}
              <p>
                {t('registrations.form.formNumber')}{' '}
                <strong data-testid="form-number">
                  {formNumber.isError ? (
                    t('registrations.form.formNumberFailed')
                  ) : (
                    <bdi dir="ltr">{formNumber.data?.provisionalFormNumber ?? '…'}</bdi>
                  )}
                </strong>
                {!formNumber.isError && (
                  <span className="block text-slate-600">{t('registrations.form.provisional')}</span>
                )}
              </p>
              <p>
                {t('registrations.form.date')} <strong className="inline-block min-w-44">{now ?? '…'}</strong>
              </p>
            </div>
            {type === 'academy' && (
              <p className="rounded-md border border-slate-200 p-3 text-sm text-slate-700">
                {user ? t('registrations.form.academyGuardianSignedIn') : t('registrations.form.academyGuardianSignIn')}
                {!user && (
                  <>
                    {' '}
                    <Link className="font-medium text-brand-700 underline" to={signInThen(paths.academyRegistration)}>
                      {t('registrations.form.signInFirst')}
                    </Link>
                  </>
                )}
              </p>
            )}
            <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
              {type === 'membership' ? (
                <fieldset className="flex flex-col gap-2 sm:col-span-2">
                  <legend className="mb-1 text-sm font-medium text-slate-700">{t('registrations.form.plan')}</legend>
                  <div className="grid gap-2 sm:grid-cols-2">
                    {(plans.data?.plans ?? ADULT_PLANS.map((plan) => ({ plan, amount: null }))).map((option) => (
                      <label
                        key={option.plan}
                        className="flex cursor-pointer items-center justify-between gap-3 rounded-md border border-slate-300 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                      >
                        <span className="flex items-center gap-2">
                          <input
                            type="radio"
                            value={option.plan}
                            className="size-4 accent-brand-700"
                            {...form.register('plan')}
                          />
                          {planLabel(option.plan)}
                        </span>
                        <bdi className="font-medium">
                          {option.amount
                            ? t('registrations.form.perSeason', { amount: formatMoney(option.amount) })
                            : '…'}
                        </bdi>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : (
                plans.data && (
                  <p className="text-sm font-medium sm:col-span-2">
                    {t('registrations.form.academyFee', { amount: formatMoney(plans.data.academy) })}
                  </p>
                )
              )}
              {text(
                'fullName',
                type === 'academy' ? 'registrations.form.studentFullName' : 'registrations.form.fullName',
                {
                  autoComplete: 'name',
                  dir: 'auto',
                },
              )}
              {text('idCardNumber', 'registrations.form.idCardNumber', { dir: 'ltr' })}
              {field(
                'dateOfBirth',
                'registrations.form.dateOfBirth',
                <FormDateInput id="reg-dateOfBirth" control={form.control} name="dateOfBirth" years={BIRTH_YEARS} />,
              )}
              {text('mobileNumber', 'registrations.form.mobileNumber', { type: 'tel', dir: 'ltr' })}
              {text('atollIsland', 'registrations.form.atollIsland', { dir: 'auto' })}
              {text('permanentAddress', 'registrations.form.permanentAddress', { dir: 'auto' })}
              {text('presentAddress', 'registrations.form.presentAddress', { dir: 'auto' })}
              {type === 'membership' ? (
                <>
                  {text('jobCategory', 'registrations.form.jobCategory', { dir: 'auto' })}
                  {text('jobDesignation', 'registrations.form.jobDesignation', { dir: 'auto' })}
                  <fieldset className="flex flex-col gap-2 sm:col-span-2">
                    <legend className="text-sm font-medium text-slate-700">{t('registrations.form.otherClub')}</legend>
                    <div className="flex gap-6 text-sm">
                      <label className="flex items-center gap-2">
                        <input type="radio" value="false" {...form.register('otherClubMember')} />{' '}
                        {t('registrations.form.no')}
                      </label>
                      <label className="flex items-center gap-2">
                        <input type="radio" value="true" {...form.register('otherClubMember')} />{' '}
                        {t('registrations.form.yes')}
                      </label>
                    </div>
                  </fieldset>
                  {otherClub && text('otherClubName', 'registrations.form.clubName', { dir: 'auto' })}
                </>
              ) : (
                <>
                  {field(
                    'academySport',
                    'registrations.form.academySport',
                    <Select id="reg-academySport" {...form.register('academySport')}>
                      <option value="">{t('registrations.form.chooseSport')}</option>
                      <Options values={ACADEMY_SPORTS} label={sportLabel} />
                    </Select>,
                  )}
                  {text('parentName', 'registrations.form.parentName', { dir: 'auto' })}
                  {text('parentIdCard', 'registrations.form.parentIdCard', { dir: 'ltr' })}
                  {text('viberWhatsappNumber', 'registrations.form.viberWhatsapp', { type: 'tel', dir: 'ltr' })}
                  <div className="sm:col-span-2">
                    {field(
                      'comments',
                      'registrations.form.comments',
                      <Textarea id="reg-comments" rows={3} dir="auto" {...form.register('comments')} />,
                    )}
                  </div>
                </>
              )}
              <div className="sm:col-span-2">
                <TextField
                  id="reg-idCard"
                  label={t('registrations.form.idCard')}
                  hint={documentUploadHint(settings.data)}
                  error={idCardError}
                  required
                  ref={fileInput}
                  type="file"
                  accept={ID_CARD_TYPES.join(',')}
                  onChange={(e) => {
                    const file = e.target.files?.[0] ?? null;
                    setIdCard(file);
                    setIdCardError(
                      file && !ID_CARD_TYPES.includes(file.type)
                        ? t('registrations.form.fileTypeNotAccepted')
                        : file && file.size > maxIdCardBytes
                          ? t('registrations.form.fileTooLarge', {
                              mb: settings.data?.uploadLimitsMb.documents ?? '',
                            })
                          : undefined,
                    );
                  }}
                />
              </div>
              <p className="text-sm text-slate-600 sm:col-span-2">
                <RichText
                  id="registrations.form.agree"
                  components={{ 0: <Link to={paths.terms} className="text-brand-700 underline" /> }}
                />
              </p>
              <Button type="submit" className="sm:col-span-2 sm:justify-self-start" disabled={submit.isPending}>
                {submit.isPending ? t('registrations.form.submitting') : t('registrations.form.submit')}
              </Button>
            </form>
          </>
        )}
      </CardContent>
    </Card>
  );
}
