import { linkAccountSchema, type MembershipRow, type OkMessage } from '@club/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { api } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { queryRoots } from '../../../lib/query-keys';
import { useDialogForm } from '../../../lib/use-dialog-form';

/** Staff link a member who has no account yet to the account with this email; the person is emailed. */
export function LinkAccountDialog({
  member,
  onOpenChange,
}: {
  member: MembershipRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const link = useMutation({
    mutationFn: ({ memberId, email }: { memberId: string; email: string }) =>
      api.post<OkMessage>(`/api/admin/members/${memberId}/account`, { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.members }),
  });
  const { form, errors, onSubmit } = useDialogForm({
    schema: linkAccountSchema,
    open: member !== null,
    onOpenChange,
    record: member?.memberId,
    values: () => ({ email: '' }),
    submit: ({ email }) => link.mutateAsync({ memberId: member?.memberId ?? '', email }),
    success: (result) => result.message,
    failure: 'Failed to link the account',
  });
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('members.link.title')}</DialogTitle>
          <DialogDescription>
            <bdi>{member?.memberNumber}</bdi> · {member?.fullName}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <p className="text-sm text-slate-600">{t('members.link.explained')}</p>
          <FormField id="link-email" label={t('members.link.email')} error={errors.email?.message}>
            <Input id="link-email" type="email" dir="ltr" autoComplete="off" {...form.register('email')} />
          </FormField>
          <FormDialogActions onCancel={() => onOpenChange(false)} pending={link.isPending}>
            {t('members.link.submit')}
          </FormDialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
