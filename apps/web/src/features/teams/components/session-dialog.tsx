import {
  SESSION_KINDS,
  type SessionForm,
  type SessionOccurrence,
  sessionFormSchema,
  sessionFromForm,
  sessionToForm,
} from '@club/shared';
import { FormDateInput } from '../../../components/ui/date-input';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog, FormDialogActions } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Options, Select } from '../../../components/ui/select';
import { todayInClubZone } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useAddSession } from '../api/add-session';
import { useUpdateSession } from '../api/update-session';

const blank = (): SessionForm => ({
  kind: 'training',
  title: '',
  date: todayInClubZone(),
  startTime: '17:00',
  endTime: '19:00',
  meetTime: '',
  place: '',
  opponent: '',
  weeklyUntil: '',
});

/**
 * Adds a training, match or other session to the team's schedule (once, or every week until a day), or changes
 * one (`editing`: a weekly one's every date); the team is told of a change by mail.
 */
export function SessionDialog({
  teamId,
  open,
  editing = null,
  onOpenChange,
}: {
  teamId: string;
  editing?: SessionOccurrence | null;
} & DialogState) {
  const add = useAddSession(teamId);
  const update = useUpdateSession(teamId);
  const { form, errors, onSubmit } = useDialogForm({
    schema: sessionFormSchema,
    open,
    onOpenChange,
    values: () => (editing ? sessionToForm(editing) : blank()),
    submit: (values) =>
      editing
        ? update.mutateAsync({ sessionId: editing.sessionId, input: sessionFromForm(values) })
        : add.mutateAsync(sessionFromForm(values)),
    success: (result) => result.message,
    failure: editing ? 'Failed to change the session' : 'Failed to add the session',
  });
  const kind = form.watch('kind');
  const field = (name: keyof SessionForm, label: string, input: React.ReactNode, required = false) => (
    <FormField id={`session-${name}`} label={label} error={errors[name]?.message} required={required}>
      {input}
    </FormField>
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('teams.schedule.change') : t('teams.schedule.add')}
      description={
        editing
          ? t(editing.weekly ? 'teams.schedule.changeWeeklyIntro' : 'teams.schedule.changeIntro')
          : t('teams.schedule.addIntro')
      }
      className="max-h-[90vh] overflow-y-auto"
      onSubmit={onSubmit}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      {field(
        'kind',
        t('teams.schedule.kind'),
        <Select id="session-kind" {...form.register('kind')}>
          <Options values={SESSION_KINDS} label={(each) => t(`teams.schedule.kinds.${each}`)} />
        </Select>,
        true,
      )}
      {field('title', t('teams.schedule.name'), <Input id="session-title" dir="auto" {...form.register('title')} />)}
      {field(
        'date',
        t('teams.schedule.date'),
        <FormDateInput id="session-date" control={form.control} name="date" />,
        true,
      )}
      {field(
        'weeklyUntil',
        t('teams.schedule.weeklyUntil'),
        <FormDateInput id="session-weeklyUntil" control={form.control} name="weeklyUntil" />,
      )}
      {field(
        'startTime',
        t('teams.schedule.startTime'),
        <Input id="session-startTime" type="time" {...form.register('startTime')} />,
        true,
      )}
      {field(
        'endTime',
        t('teams.schedule.endTime'),
        <Input id="session-endTime" type="time" {...form.register('endTime')} />,
        true,
      )}
      {field(
        'meetTime',
        t('teams.schedule.meetTime'),
        <Input id="session-meetTime" type="time" {...form.register('meetTime')} />,
      )}
      {field('place', t('teams.schedule.place'), <Input id="session-place" dir="auto" {...form.register('place')} />)}
      {kind === 'match' &&
        field(
          'opponent',
          t('teams.schedule.opponent'),
          <Input id="session-opponent" dir="auto" {...form.register('opponent')} />,
        )}
      <div className="sm:col-span-2">
        <FormDialogActions onCancel={() => onOpenChange(false)} pending={add.isPending || update.isPending}>
          {editing ? t('teams.schedule.saveChange') : t('teams.schedule.save')}
        </FormDialogActions>
      </div>
    </FormDialog>
  );
}
