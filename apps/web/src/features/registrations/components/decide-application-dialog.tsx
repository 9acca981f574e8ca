import { ADULT_PLANS, acceptApplicationSchema, declineApplicationSchema, type Registration } from '@club/shared';
import { toast } from 'sonner';
import { FormDialogActions, TitledDialog } from '../../../components/ui/dialog';
import { SelectField, TextareaField } from '../../../components/ui/form-field';
import { Options } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { planLabel } from '../../../lib/membership-labels';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useDecideApplication } from '../api/decide-application';

export type ApplicationDecisionAsked = { registration: Registration; decision: 'accept' | 'decline' } | null;

/** Accept an application on a plan (its person becomes a member), or decline it with the reason. */
export function DecideApplicationDialog({
  asked,
  onOpenChange,
}: {
  asked: ApplicationDecisionAsked;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <TitledDialog
      open={asked !== null}
      onOpenChange={onOpenChange}
      title={
        asked?.decision === 'decline'
          ? t('members.decideApplication.declineTitle')
          : t('members.decideApplication.acceptTitle')
      }
      description={
        <>
          <bdi>{asked?.registration.formNumber}</bdi> · {asked?.registration.fullName}
        </>
      }
    >
      {asked?.decision === 'accept' &&
        (asked.registration.type === 'academy' ? (
          <EnrolForm registration={asked.registration} onDone={close} />
        ) : (
          <AcceptForm registration={asked.registration} onDone={close} />
        ))}
      {asked?.decision === 'decline' && <DeclineForm registration={asked.registration} onDone={close} />}
    </TitledDialog>
  );
}

function AcceptForm({ registration, onDone }: { registration: Registration; onDone: () => void }) {
  const decide = useDecideApplication();
  const { onSubmit, fieldProps } = useDialogForm({
    schema: acceptApplicationSchema,
    open: true,
    onOpenChange: (open) => !open && onDone(),
    record: registration.id,
    values: () => ({ plan: registration.plan ?? ('regular' as const) }),
    submit: (input) => decide.mutateAsync({ id: registration.id, type: 'membership', decision: 'accept', input }),
    success: (result) => t('members.decideApplication.accepted', { memberNumber: result.memberNumber ?? '' }),
    failure: 'Failed to accept the application',
  });
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-slate-600">
        {registration.payment
          ? t('members.decideApplication.acceptExplainedPaid')
          : t('members.decideApplication.acceptExplained')}
      </p>
      <SelectField id="accept-plan" label={t('members.decideApplication.plan')} {...fieldProps('plan')}>
        <Options values={ADULT_PLANS} label={planLabel} />
      </SelectField>
      <FormDialogActions onCancel={onDone} pending={decide.isPending}>
        {t('members.decideApplication.accept')}
      </FormDialogActions>
    </form>
  );
}

/** An academy application: the child is enrolled for the sport asked for, under the guardian who sent it. */
function EnrolForm({ registration, onDone }: { registration: Registration; onDone: () => void }) {
  const decide = useDecideApplication();
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    decide.mutate(
      { id: registration.id, type: 'academy', decision: 'accept', input: null },
      {
        onSuccess: (result) => {
          toast.success(t('members.decideApplication.accepted', { memberNumber: result.memberNumber ?? '' }));
          onDone();
        },
        onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-slate-600">
        {t('members.decideApplication.enrolExplained', { sport: registration.academySport ?? '' })}
      </p>
      <FormDialogActions onCancel={onDone} pending={decide.isPending}>
        {t('members.decideApplication.accept')}
      </FormDialogActions>
    </form>
  );
}

function DeclineForm({ registration, onDone }: { registration: Registration; onDone: () => void }) {
  const decide = useDecideApplication();
  const { onSubmit, fieldProps } = useDialogForm({
    schema: declineApplicationSchema,
    open: true,
    onOpenChange: (open) => !open && onDone(),
    record: registration.id,
    values: () => ({ reason: '' }),
    submit: (input) => decide.mutateAsync({ id: registration.id, type: registration.type, decision: 'decline', input }),
    success: 'Application declined.',
    failure: 'Failed to decline the application',
  });
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <TextareaField
        id="decline-reason"
        label={t('members.decideApplication.reason')}
        rows={3}
        {...fieldProps('reason')}
      />
      <FormDialogActions onCancel={onDone} pending={decide.isPending}>
        {t('members.decideApplication.decline')}
      </FormDialogActions>
    </form>
  );
}
