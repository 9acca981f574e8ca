import { type Account, POSTING_ROLE_LABELS, POSTING_ROLE_TYPES, POSTING_ROLES, type PostingRole } from '@club/shared';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { failureMessage } from '../../../lib/api-client';
import { useSaveLock } from '../api/save-lock';
import { useSavePostingRoles } from '../api/save-posting-roles';

const rolesOf = (accounts: Account[]) =>
  Object.fromEntries(
    POSTING_ROLES.map((role) => [role, accounts.find((a) => a.postingRoles.includes(role))?.id ?? '']),
  ) as Record<PostingRole, string>;

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
  const [roles, setRoles] = useState(() => rolesOf(accounts));
  const [lockDate, setLockDate] = useState(lockedThrough ?? '');
  const saveRoles = useSavePostingRoles();
  const saveLock = useSaveLock();
  useEffect(() => setRoles(rolesOf(accounts)), [accounts]);
  useEffect(() => setLockDate(lockedThrough ?? ''), [lockedThrough]);

  const submitRoles = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await saveRoles.mutateAsync(roles);
      toast.success('Success', { description: 'Posting accounts saved successfully' });
    } catch (error) {
      toast.error('Error', { description: failureMessage(error, 'Failed to save posting accounts') });
    }
  };
  const submitLock = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await saveLock.mutateAsync(lockDate || null);
      toast.success('Success', {
        description: lockDate ? `The books are closed through ${lockDate}` : 'The books are open',
      });
    } catch (error) {
      toast.error('Error', { description: failureMessage(error, 'Failed to save the closing date') });
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {canMapRoles && (
        <Card>
          <CardContent className="pt-6">
            <form onSubmit={submitRoles} className="flex flex-col gap-3">
              <h3 className="font-semibold">Posting accounts</h3>
              <p className="text-sm text-slate-600">Where the portal posts fees, sales, tax and donations.</p>
              <div className="grid gap-3 sm:grid-cols-2">
                {POSTING_ROLES.map((role) => (
                  <FormField key={role} id={`role-${role}`} label={POSTING_ROLE_LABELS[role]}>
                    <Select
                      id={`role-${role}`}
                      value={roles[role]}
                      onChange={(e) => setRoles((current) => ({ ...current, [role]: e.target.value }))}
                    >
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
                Save Posting Accounts
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
      {canLock && (
        <Card>
          <CardContent className="pt-6">
            <form onSubmit={submitLock} className="flex flex-col gap-3">
              <h3 className="font-semibold">Closed period</h3>
              <p className="text-sm text-slate-600">
                No entry dated on or before this day can be made, changed or deleted. Leave it blank to keep the books
                open.
              </p>
              <FormField id="lock-date" label="Books closed through">
                <Input id="lock-date" type="date" value={lockDate} onChange={(e) => setLockDate(e.target.value)} />
              </FormField>
              <Button type="submit" className="self-end" disabled={saveLock.isPending}>
                Save Closing Date
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
