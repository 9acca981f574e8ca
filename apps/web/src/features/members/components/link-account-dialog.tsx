import { accountEmailSchema, type MembershipRow } from '@club/shared';
import { FormDialog } from '../../../components/ui/dialog';
import { EmailField } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useLinkAccount } from '../api/link-account';

/** What staff link a member to by an account's email: the member's own account, or a guardian's (a child). */
export type AccountLink = 'account' | 'guardians';

/**
 * Staff link a member who has no account yet to the account with this email, or add a guardian's account
 * to a child; the person is emailed.
 */
export function LinkAccountDialog({
  member,
  link: kind = 'account',
  onOpenChange,
}: {
  member: MembershipRow | null;
  link?: AccountLink;
  onOpenChange: (open: boolean) => void;
}) {
  const link = useLinkAccount(kind);
  const guardian = kind === 'guardians';
  const { dialogProps, rowProps } = useDialogForm({
    idPrefix: 'link',
    schema: accountEmailSchema,
    open: member !== null,
    onOpenChange,
    record: `${member?.memberId}-${kind}`,
    values: () => ({ email: '' }),
    submit: ({ email }) => link.mutateAsync({ memberId: member?.memberId ?? '', email }),
    success: (result) => result.message,
    failure: guardian ? 'Failed to add the guardian' : 'Failed to link the account',
  });
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={guardian ? t('members.family.addGuardianSubmit') : t('members.link.submit')}
      title={guardian ? t('members.family.addGuardianTitle') : t('members.link.title')}
      description={
        <>
          <bdi>{member?.memberNumber}</bdi> · {member?.fullName}
        </>
      }
    >
      <p className="text-sm text-slate-600">
        {guardian ? t('members.link.guardianExplained', { name: member?.fullName ?? '' }) : t('members.link.explained')}
      </p>
      <EmailField label={t('members.link.email')} autoComplete="off" {...rowProps('email')} />
    </FormDialog>
  );
}
