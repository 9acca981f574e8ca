import {
  CURRENCIES,
  FEE_CATEGORIES,
  type Fee,
  feeInputSchema,
  formatMvr,
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
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { RowActions } from '../../../components/ui/row-actions';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { useDeleteFee } from '../api/delete-fee';
import { useFees } from '../api/get-fees';
import { useSaveFee } from '../api/save-fee';

type FeeForm = z.input<typeof feeInputSchema>;

const amountLabel = (fee: Fee) => (fee.currency === 'MVR' ? formatMvr(fee.feeAmount) : `USD ${fee.feeAmount}`);

export function FeeManagement({ canManage }: { canManage: boolean }) {
  const fees = useFees();
  const remove = useDeleteFee();
  const [form, setForm] = useState<{ open: boolean; fee: Fee | null }>({ open: false, fee: null });
  const [deleting, setDeleting] = useState<Fee | null>(null);
  if (fees.isError) return <p className="text-red-700">Failed to load registration fees</p>;
  if (!fees.data) return <Spinner />;
  const byType = (type: RegistrationType) => fees.data.filter((fee) => fee.registrationType === type);

  const onDelete = async (fee: Fee) => {
    try {
      await remove.mutateAsync(fee.id);
      toast.success('Success', { description: 'Fee deleted successfully' });
      setDeleting(null);
    } catch {
      toast.error('Error', { description: 'Failed to delete fee' });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard label="Total Fee Structures" value={fees.data.length} icon={Layers} />
        <StatCard label="Membership Fees" value={byType('membership').length} icon={Users} />
        <StatCard label="Academy Fees" value={byType('academy').length} icon={UserRound} />
      </div>
      {canManage && (
        <Button className="self-end" onClick={() => setForm({ open: true, fee: null })}>
          <Plus aria-hidden /> Add Fee Structure
        </Button>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {REGISTRATION_TYPES.map((type) => (
          <Card key={type}>
            <CardHeader>
              <CardTitle>
                {type === 'membership' ? 'Membership Registration Fees' : 'Academy Registration Fees'}
              </CardTitle>
            </CardHeader>
            <CardContent>
              {byType(type).length === 0 ? (
                <p className="text-sm text-slate-500">
                  {type === 'membership' ? 'No membership fees configured' : 'No academy fees configured'}
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
                          <span className="capitalize">{fee.category ?? 'Default'}</span>
                          <Badge variant={fee.isActive ? 'default' : 'outline'}>
                            {fee.isActive ? 'Active' : 'Inactive'}
                          </Badge>
                        </p>
                        <p className="text-sm">{amountLabel(fee)}</p>
                        {fee.description && <p className="text-xs text-slate-500">{fee.description}</p>}
                      </div>
                      {canManage && (
                        <div className="flex gap-2">
                          <RowActions
                            label={`${fee.category ?? 'default'} fee`}
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
        title="Delete Fee Structure"
        message={
          deleting
            ? `Are you sure you want to delete the ${deleting.category ?? 'default'} ${deleting.registrationType} fee (${amountLabel(deleting)})? This action cannot be undone.`
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
  open: boolean;
  fee: Fee | null;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveFee();
  const form = useForm<FeeForm, unknown, z.output<typeof feeInputSchema>>({ resolver: zodResolver(feeInputSchema) });
  const { errors } = form.formState;
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
      toast.success('Success', { description: `Fee ${fee ? 'updated' : 'created'} successfully` });
      onOpenChange(false);
    } catch {
      toast.error('Error', { description: 'Failed to save fee' });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{fee ? 'Edit Fee Structure' : 'Add Fee Structure'}</DialogTitle>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
          <FormField id="fee-type" label="Registration Type" error={errors.registrationType?.message}>
            <Select
              id="fee-type"
              {...form.register('registrationType', { onChange: () => form.setValue('category', '') })}
            >
              <option value="membership">Membership</option>
              <option value="academy">Academy</option>
            </Select>
          </FormField>
          <FormField id="fee-category" label="Category" error={errors.category?.message}>
            <Select id="fee-category" {...form.register('category')}>
              <option value="">Default (no category)</option>
              {FEE_CATEGORIES.map((category) => (
                <option key={category} value={category} className="capitalize">
                  {category}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id="fee-amount" label="Amount" error={errors.feeAmount?.message}>
            <Input id="fee-amount" type="number" min={0} step="0.01" {...form.register('feeAmount')} />
          </FormField>
          <FormField id="fee-currency" label="Currency" error={errors.currency?.message}>
            <Select id="fee-currency" {...form.register('currency')}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="sm:col-span-2">
            <FormField id="fee-description" label="Description" error={errors.description?.message}>
              <Input id="fee-description" {...form.register('description')} />
            </FormField>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-brand-700" {...form.register('isActive')} /> Active
          </label>
          <FormDialogActions className="sm:col-span-2" onCancel={() => onOpenChange(false)} pending={save.isPending}>
            {fee ? 'Update Fee' : 'Create Fee'}
          </FormDialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
