import {
  type Account,
  isoDate,
  POSTING_ROLE_LABELS,
  POSTING_ROLE_TYPES,
  POSTING_ROLES,
  type PostingRole,
  type PostingRolesInput,
  postingRolesSchema,
} from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormDateInput } from '../../../components/ui/date-input';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { failureMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { t, translateMessage } from '../../../lib/i18n';
import { useSaveLock } from '../api/save-lock';
import { useSavePostingRoles } from '../api/save-posting-roles';

const rolesOf = (accounts: Account[]) =>
  Object.fromEntries(
    POSTING_ROLES.map((role) => [role, accounts.find((a) => a.postingRoles.includes(role))?.id ?? '']),
  ) as Record<PostingRole, string>;

/** The closing date as the form holds it: blank keeps the books open. */
const lockFormSchema = z.object({ lockedThrough: z.union([z.literal(''), isoDate]) });

/** Where the portal posts (settings editors) and the closed period (admins). */
export function LedgerSettings({
  accounts,
  lockedThrough,
  canMapRoles,
  canLock,
}: {
  accounts: Account[];
  lockedThrough: string | null;
  canMapRoles: boolean;
  canLock: boolean;
}) {
  const saveRoles = useSavePostingRoles();
  const saveLock = useSaveLock();
  // `values`: the forms follow the saved settings whenever they change (here or in another tab).
  const rolesForm = useForm<PostingRolesInput>({
    resolver: zodResolver(postingRolesSchema),
    values: rolesOf(accounts),
  });
  const lockForm = useForm<z.input<typeof lockFormSchema>, unknown, z.output<typeof lockFormSchema>>({
    resolver: zodResolver(lockFormSchema),
    values: { lockedThrough: lockedThrough ?? '' },
  });

  const submitRoles = rolesForm.handleSubmit(async (roles) => {
    try {
      await saveRoles.mutateAsync(roles);
      toast.success(t('common.toast.done'), { description: 'Posting accounts saved successfully' });
    } catch (error) {
      toast.error(t('common.toast.error'), { description: failureMessage(error, 'Failed to save posting accounts') });
    }
  });
  const submitLock = lockForm.handleSubmit(async ({ lockedThrough: day }) => {
    try {
      await saveLock.mutateAsync(day || null);
      toast.success(t('common.toast.done'), {
        description: day
          ? t('finance.ledgerSettings.theBooksAreClosed', { day })
          : t('finance.ledgerSettings.booksOpen'),
      });
    } catch (error) {
      if (!showServerFieldErrors(error, lockForm.setError, ['lockedThrough']))
        toast.error(t('common.toast.error'), { description: failureMessage(error, 'Failed to save the closing date') });
    }
  });

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {canMapRoles && (
        <Card>
          <CardContent className="pt-6">
            <form onSubmit={submitRoles} className="flex flex-col gap-3" noValidate>
              <h3 className="font-semibold">{t('finance.ledgerSettings.postingAccounts')}</h3>
              <p className="text-sm text-slate-600">{t('finance.ledgerSettings.whereThePortalPosts')}</p>
              <div className="grid gap-3 sm:grid-cols-2">
                {POSTING_ROLES.map((role) => (
                  <FormField
                    key={role}
                    id={`role-${role}`}
                    label={translateMessage(POSTING_ROLE_LABELS[role])}
                    error={rolesForm.formState.errors[role]?.message}
                  >
                    <Select id={`role-${role}`} {...rolesForm.register(role)}>
                      {accounts
                        .filter((a) => a.isActive && a.accountType === POSTING_ROLE_TYPES[role])
                        .map((a) => (
                          <option key={a.id} value={a.id}>
                            {a.accountCode} · {a.accountName}
                          </option>
                        ))}
                    </Select>
                  </FormField>
                ))}
              </div>
              <Button type="submit" className="self-end" disabled={saveRoles.isPending}>
                {t('finance.ledgerSettings.savePostingAccounts')}
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
      {canLock && (
        <Card>
          <CardContent className="pt-6">
            <form onSubmit={submitLock} className="flex flex-col gap-3" noValidate>
              <h3 className="font-semibold">{t('finance.ledgerSettings.closedPeriod')}</h3>
              <p className="text-sm text-slate-600">{t('finance.ledgerSettings.noEntryDatedOn')}</p>
              <FormField
                id="lock-date"
                label={t('finance.ledgerSettings.booksClosedThrough')}
                error={lockForm.formState.errors.lockedThrough?.message}
              >
                <FormDateInput control={lockForm.control} name="lockedThrough" />
              </FormField>
              <Button type="submit" className="self-end" disabled={saveLock.isPending}>
                {t('finance.ledgerSettings.saveClosingDate')}
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
