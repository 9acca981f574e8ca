import { contributionTypeInputSchema } from '@club/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useCreateType } from '../api/create-type';

/** Add Type: a name (required), a description and a suggested amount in MVR. */
export function TypeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateType();
  const { form, errors, onSubmit } = useDialogForm({
    schema: contributionTypeInputSchema,
    open,
    onOpenChange,
    values: () => ({ name: '', description: '', suggestedAmount: '' }),
    submit: (input) => create.mutateAsync({ ...input, description: input.description ?? '' }),
    success: 'Contribution type created successfully',
    failure: 'Failed to create contribution type',
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('contributions.typeDialog.addContributionType')}</DialogTitle>
          <DialogDescription>{t('contributions.typeDialog.donorsChooseAType')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <TextField
            id="type-name"
            label={t('contributions.typeDialog.name')}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <FormField
            id="type-description"
            label={t('contributions.typeDialog.description')}
            error={errors.description?.message}
          >
            <Textarea id="type-description" rows={3} {...form.register('description')} />
          </FormField>
          <TextField
            id="type-amount"
            label={t('contributions.typeDialog.suggestedAmountMvr')}
            error={errors.suggestedAmount?.message}
            inputMode="decimal"
            {...form.register('suggestedAmount')}
          />
          <FormDialogActions onCancel={() => onOpenChange(false)} pending={form.formState.isSubmitting}>
            {t('contributions.typeDialog.addType')}
          </FormDialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
