import {
  CURRENCIES,
  FEE_CATEGORIES,
  type Fee,
  feeInputSchema,
  REGISTRATION_TYPES,
  type RegistrationType,
} from '@club/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Layers, Plus, UserRound, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-field';
import { RowActions } from '../../../components/ui/row-actions';
import { Options } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { rowBinder } from '../../../lib/field-props';
import { formatMoney, t } from '../../../lib/i18n';
import { useDeleteFee } from '../api/delete-fee';
import { useFees } from '../api/get-fees';
import { useSaveFee } from '../api/save-fee';

type FeeForm = z.input<typeof feeInputSchema>;

const amountLabel = (fee: Fee) => (fee.currency === 'MVR' ? formatMoney(fee.feeAmount) : `USD ${fee.feeAmount}`);

export function FeeManagement({ canManage }: { canManage: boolean }) {
  const fees = useFees();
  const remove = useDeleteFee();
  const [form, setForm] = useState<{ open: boolean; fee: Fee | null }>({ open: false, fee: null });
  const [deleting, setDeleting] = useState<Fee | null>(null);
  if (fees.isError) return <p className="text-red-700">{t('registrations.feeManagement.failedToLoadRegistration')}</p>;
  if (!fees.data) return <Spinner />;
  const byType = (type: RegistrationType) => fees.data.filter((fee) => fee.registrationType === type);

  const onDelete = async (fee: Fee) => {
    try {
      await remove.mutateAsync(fee.id);
      toast.success(t('common.toast.done'), { description: 'Fee deleted successfully' });
      setDeleting(null);
    } catch {
      toast.error(t('common.toast.error'), { description: 'Failed to delete fee' });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard label={t('registrations.feeManagement.totalFeeStructures')} value={fees.data.length} icon={Layers} />
        <StatCard
          label={t('registrations.feeManagement.membershipFees')}
          value={byType('membership').length}
          icon={Users}
        />
        <StatCard
          label={t('registrations.feeManagement.academyFees')}
          value={byType('academy').length}
          icon={UserRound}
        />
      </div>
      {canManage && (
        <Button className="self-end" onClick={() => setForm({ open: true, fee: null })}>
          <Plus aria-hidden /> {t('registrations.feeManagement.addFeeStructure')}
        </Button>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {REGISTRATION_TYPES.map((type) => (
          <Card key={type}>
            <CardHeader>
              <CardTitle>
                {type === 'membership'
                  ? t('registrations.feeManagement.membershipRegistrationFees')
                  : t('registrations.feeManagement.academyRegistrationFees')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              {byType(type).length === 0 ? (
                <p className="text-sm text-slate-500">
                  {type === 'membership'
                    ? t('registrations.feeManagement.noMembershipFeesConfigured')
                    : t('registrations.feeManagement.noAcademyFeesConfigured')}
                </p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {byType(type).map((fee) => (
                    <li
                      key={fee.id}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3"
                    >
                      <div>
                        <p className="flex items-center gap-2 font-medium">
                          <span className="capitalize">{fee.category ?? t('registrations.feeManagement.default')}</span>
                          <Badge variant={fee.isActive ? 'default' : 'outline'}>
                            {fee.isActive
                              ? t('registrations.feeManagement.active')
                              : t('registrations.feeManagement.inactive')}
                          </Badge>
                        </p>
                        <p className="text-sm">{amountLabel(fee)}</p>
                        {fee.description && <p className="text-xs text-slate-500">{fee.description}</p>}
                      </div>
                      {canManage && (
                        <div className="flex gap-2">
                          <RowActions
                            label={t('registrations.feeManagement.fee', { value0: fee.category ?? 'default' })}
                            canEdit
                            onEdit={() => setForm({ open: true, fee })}
                            canDelete
                            onDelete={() => setDeleting(fee)}
                          />
                        </div>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        ))}
      </div>
      <FeeFormDialog open={form.open} fee={form.fee} onOpenChange={(open) => setForm((s) => ({ ...s, open }))} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('registrations.feeManagement.deleteFeeStructure')}
        message={
          deleting
            ? t('registrations.feeManagement.areYouSureYou', {
                value0: deleting.category ?? 'default',
                registrationType: deleting.registrationType,
                deleting: amountLabel(deleting),
              })
            : ''
        }
        pending={remove.isPending}
        onConfirm={() => deleting && onDelete(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  );
}

function FeeFormDialog({
  open,
  fee,
  onOpenChange,
}: {
  fee: Fee | null;
} & DialogState) {
  const save = useSaveFee();
  const form = useForm<FeeForm, unknown, z.output<typeof feeInputSchema>>({ resolver: zodResolver(feeInputSchema) });
  const { rowProps } = rowBinder(form, 'fee');
  useEffect(() => {
    if (open) {
      form.reset({
        registrationType: fee?.registrationType ?? 'membership',
        category: (fee?.category as FeeForm['category']) ?? '',
        feeAmount: fee?.feeAmount ?? '',
        currency: fee?.currency ?? 'MVR',
        isActive: fee?.isActive ?? true,
        description: fee?.description ?? '',
      });
    }
  }, [open, fee, form]);
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: fee?.id, input });
      toast.success(t('common.toast.done'), {
        description: t('registrations.feeManagement.feeSuccessfully', { value0: fee ? 'updated' : 'created' }),
      });
      onOpenChange(false);
    } catch {
      toast.error(t('common.toast.error'), { description: 'Failed to save fee' });
    }
  });

  return (
    <FormDialog
      submitLabel={fee ? t('registrations.feeManagement.updateFee') : t('registrations.feeManagement.createFee')}
      pending={save.isPending}
      open={open}
      onOpenChange={onOpenChange}
      title={fee ? t('registrations.feeManagement.editFeeStructure') : t('registrations.feeManagement.addFeeStructure')}
      onSubmit={onSubmit}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <SelectField
        label={t('registrations.feeManagement.registrationType')}
        {...rowProps('registrationType', { onChange: () => form.setValue('category', '') })}
      >
        <option value="membership">{t('registrations.feeManagement.membership')}</option>
        <option value="academy">{t('registrations.feeManagement.academy')}</option>
      </SelectField>
      <SelectField label={t('registrations.feeManagement.category')} {...rowProps('category')}>
        <option value="">{t('registrations.feeManagement.defaultNoCategory')}</option>
        {FEE_CATEGORIES.map((category) => (
          <option key={category} value={category} className="capitalize">
            {category}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('registrations.feeManagement.amount')}
        type="number"
        min={0}
        step="0.01"
        {...rowProps('feeAmount')}
      />
      <SelectField label={t('registrations.feeManagement.currency')} {...rowProps('currency')}>
        <Options values={CURRENCIES} />
      </SelectField>
      <div className="sm:col-span-2">
        <TextField label={t('registrations.feeManagement.description')} {...rowProps('description')} />
      </div>
      <CheckboxField label={t('registrations.feeManagement.active')} {...form.register('isActive')} />
    </FormDialog>
  );
}
