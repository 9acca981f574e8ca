import {
  SUGGESTED_SPORTS,
  TEAM_CATEGORIES,
  TEAM_CATEGORY_LABELS,
  type Team,
  type TeamCategory,
  teamInputSchema,
} from '@club/shared';
import type { z } from 'zod';
import { FormImageField } from '../../../components/image-upload-field';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { CheckboxField, FormField, SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Options } from '../../../components/ui/select';
import { t, translateMessage } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useSaveTeam } from '../api/save-team';

type FormInput = z.input<typeof teamInputSchema>;
const toNumberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

const toForm = (team: Team | null): FormInput => ({
  name: team?.name ?? '',
  sport: team?.sport ?? '',
  category: (team?.category as TeamCategory | undefined) ?? 'senior',
  description: team?.description ?? '',
  isActive: team?.isActive ?? true,
  establishedYear: team ? team.establishedYear : new Date().getFullYear(),
  coachName: team?.coachName ?? '',
  coachPhone: team?.coachPhone ?? '',
  teamImageUrl: team?.teamImageUrl ?? '',
  reminderHours: team ? team.reminderHours : 48,
  trainingsAttending: team?.trainingsAttending ?? false,
});

export function TeamFormDialog({
  open,
  team,
  onOpenChange,
}: {
  team: Team | null;
} & DialogState) {
  const save = useSaveTeam();
  const { form, errors, dialogProps, rowProps } = useDialogForm({
    idPrefix: 'team',
    schema: teamInputSchema,
    open,
    onOpenChange,
    record: team,
    values: () => toForm(team),
    submit: (input) => save.mutateAsync({ id: team?.id, input }),
    success: `Team ${team ? 'updated' : 'created'} successfully`,
    failure: 'Failed to save team',
  });

  return (
    <FormDialog
      {...dialogProps}
      submitLabel={team ? t('teams.teamFormDialog.updateTeam') : t('teams.teamFormDialog.createTeam')}
      title={team ? t('teams.teamFormDialog.editTeam') : t('teams.teamFormDialog.addTeam')}
      className="max-w-2xl"
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <TextField label={t('teams.teamFormDialog.teamName')} {...rowProps('name')} />
      <FormField id="team-sport" label={t('teams.teamFormDialog.sport')} error={errors.sport?.message}>
        <Input list="team-sport-options" {...form.register('sport')} />
        <datalist id="team-sport-options">
          {SUGGESTED_SPORTS.map((sport) => (
            <option key={sport} value={sport} />
          ))}
        </datalist>
      </FormField>
      <SelectField label={t('teams.teamFormDialog.category')} {...rowProps('category')}>
        <Options values={TEAM_CATEGORIES} label={(category) => translateMessage(TEAM_CATEGORY_LABELS[category])} />
      </SelectField>
      <TextField
        label={t('teams.teamFormDialog.establishedYear')}
        type="number"
        {...rowProps('establishedYear', { setValueAs: toNumberOrNull })}
      />
      <TextField label={t('teams.teamFormDialog.coach')} {...rowProps('coachName')} />
      <TextField
        label={t('teams.teamFormDialog.coachPhone')}
        hint={t('teams.teamFormDialog.coachPhoneHint')}
        type="tel"
        {...rowProps('coachPhone')}
      />
      <TextField
        label={t('teams.teamFormDialog.reminderHours')}
        hint={t('teams.teamFormDialog.reminderHoursHint')}
        type="number"
        inputMode="numeric"
        min={1}
        max={168}
        {...rowProps('reminderHours', { setValueAs: toNumberOrNull })}
      />
      <CheckboxField
        className="self-end pb-2"
        label={t('teams.teamFormDialog.trainingsAttending')}
        {...form.register('trainingsAttending')}
      />
      <CheckboxField
        className="self-end pb-2"
        label={t('teams.teamFormDialog.active')}
        {...form.register('isActive')}
      />
      <div className="sm:col-span-2">
        <TextareaField label={t('teams.teamFormDialog.description')} rows={3} {...rowProps('description')} />
      </div>
      <div className="sm:col-span-2">
        <FormImageField
          control={form.control}
          name="teamImageUrl"
          label={t('teams.teamFormDialog.teamLogo')}
          bucket="team-logos"
          failureMessage={t('teams.teamFormDialog.failedToUploadLogo')}
          successMessage={t('teams.teamFormDialog.teamLogoUploadedSuccessfully')}
        />
      </div>
    </FormDialog>
  );
}
