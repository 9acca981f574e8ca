import { accountEmailSchema, type FamilyChild } from '@club/shared';
import { FormDialog } from '../../../components/ui/dialog';
import { EmailField } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { type FamilyAction, useFamilyAction } from '../api/family-action';

/** A guardian invites a second guardian for a child, or hands an adult child's record to the child's own account. */
export default function FamilyEmailDialog({
  child,
  action,
  onOpenChange,
}: {
  child: FamilyChild | null;
  action: FamilyAction;
  onOpenChange: (open: boolean) => void;
}) {
  const send = useFamilyAction();
  const name = child?.fullName ?? '';
  const { dialogProps, rowProps } = useDialogForm({
    idPrefix: 'family',
    schema: accountEmailSchema,
    open: child !== null,
    onOpenChange,
    record: `${child?.memberId}-${action}`,
    values: () => ({ email: '' }),
    submit: ({ email }) => send.mutateAsync({ memberId: child?.memberId ?? '', action, email }),
    success: (result) => result.message,
    failure: action === 'guardians' ? 'Failed to add the guardian' : 'Failed to hand the record over',
  });
  const guardians = action === 'guardians';
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={guardians ? t('members.family.inviteGuardianSubmit') : t('members.family.handOverSubmit')}
      title={guardians ? t('members.family.inviteGuardian') : t('members.family.handOverTitle')}
      description={
        <>
          <bdi>{child?.memberNumber}</bdi> · {name}
        </>
      }
    >
      <p className="text-sm text-slate-600">
        {guardians
          ? t('members.family.inviteGuardianExplained', { name })
          : t('members.family.handOverExplained', { name })}
      </p>
      <EmailField label={t('members.family.email')} autoComplete="off" {...rowProps('email')} />
    </FormDialog>
  );
}
