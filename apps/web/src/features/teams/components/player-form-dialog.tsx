import { type Player, playerInputSchema } from '@club/shared';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { FormImageField } from '../../../components/image-upload-field';
import { BIRTH_YEARS, DateField } from '../../../components/ui/date-input';
import type { DialogState } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/dialog';
import { CheckboxField, PhoneField, TextareaField, TextField } from '../../../components/ui/form-field';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { t } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDialogForm } from '../../../lib/use-dialog-form';
import { useSavePlayer } from '../api/save-player';
import { useAccountSearch } from '../api/search-accounts';
import { useMemberSearch } from '../api/search-members';

type FormInput = z.input<typeof playerInputSchema>;
const toNumberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

const toForm = (player: Player | null): FormInput => ({
  playerName: player?.playerName ?? '',
  position: player?.position ?? '',
  jerseyNumber: player?.jerseyNumber ?? null,
  dateJoined: player?.dateJoined ?? '',
  dateOfBirth: player?.dateOfBirth ?? '',
  bio: player?.bio ?? '',
  contactPhone: player?.contactPhone ?? '',
  emergencyContact: player?.emergencyContact ?? '',
  isActive: player?.isActive ?? true,
  profileImageUrl: player?.profileImageUrl ?? '',
  userId: player?.userId ?? null,
  memberId: player?.memberId ?? null,
});

export function PlayerFormDialog({
  teamId,
  player,
  open,
  onOpenChange,
}: {
  teamId: string;
  player: Player | null;
} & DialogState) {
  const save = useSavePlayer();
  const [accountSearch, setAccountSearch] = useState('');
  const accounts = useAccountSearch(useDebouncedValue(accountSearch.trim()), open);
  const [memberSearch, setMemberSearch] = useState('');
  const memberOptions = useMemberSearch(useDebouncedValue(memberSearch.trim()), open);
  const { form, errors, dialogProps, rowProps, dateProps } = useDialogForm({
    idPrefix: 'player',
    schema: playerInputSchema,
    open,
    onOpenChange,
    record: player,
    values: () => toForm(player),
    submit: (input) => save.mutateAsync({ teamId, id: player?.id, input }),
    success: `Player ${player ? 'updated' : 'added'} successfully`,
    failure: 'Failed to save player',
  });
  useEffect(() => {
    if (open) {
      setAccountSearch('');
      setMemberSearch('');
    }
  }, [open]);

  const linked = form.watch('userId');
  const member = form.watch('memberId');
  return (
    <FormDialog
      {...dialogProps}
      submitLabel={player ? t('teams.playerFormDialog.updatePlayer') : t('teams.playerFormDialog.addPlayer')}
      title={player ? t('teams.playerFormDialog.editPlayer') : t('teams.playerFormDialog.addPlayer')}
      className="max-w-2xl"
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <TextField label={t('teams.playerFormDialog.playerName')} {...rowProps('playerName')} />
      <TextField label={t('teams.playerFormDialog.position')} {...rowProps('position')} />
      <TextField
        label={t('teams.playerFormDialog.jerseyNumber')}
        type="number"
        min={1}
        max={99}
        {...rowProps('jerseyNumber', { setValueAs: toNumberOrNull })}
      />
      <DateField label={t('teams.playerFormDialog.dateJoined')} {...dateProps('dateJoined')} />
      <DateField label={t('teams.playerFormDialog.dateOfBirth')} years={BIRTH_YEARS} {...dateProps('dateOfBirth')} />
      <PhoneField label={t('teams.playerFormDialog.contactPhone')} {...rowProps('contactPhone')} />
      <TextField label={t('teams.playerFormDialog.emergencyContact')} {...rowProps('emergencyContact')} />
      <CheckboxField
        className="self-end pb-2"
        label={t('teams.playerFormDialog.active')}
        {...form.register('isActive')}
      />
      <div className="sm:col-span-2">
        <TextareaField label={t('teams.playerFormDialog.bio')} rows={3} {...rowProps('bio')} />
      </div>
      <div className="sm:col-span-2">
        <SearchableSelect
          id="player-account-search"
          label={t('teams.playerFormDialog.memberAccountOptional')}
          selectLabel={t('teams.playerFormDialog.linkedMemberAccount')}
          searchPlaceholder={t('teams.playerFormDialog.searchMembersByName')}
          search={accountSearch}
          onSearch={setAccountSearch}
          value={linked ?? null}
          onChange={(userId) => form.setValue('userId', userId, { shouldDirty: true })}
          options={(accounts.data ?? []).map((account) => ({
            value: account.userId,
            label: `${account.fullName} (${account.email})`,
          }))}
          noneLabel={t('teams.playerFormDialog.notLinkedToAn')}
          currentLabel={t('teams.playerFormDialog.currentLinkedAccount')}
          error={errors.userId?.message}
        />
      </div>
      <div className="sm:col-span-2">
        <SearchableSelect
          id="player-member-search"
          label={t('teams.playerFormDialog.clubMember')}
          selectLabel={t('teams.playerFormDialog.linkedMember')}
          searchPlaceholder={t('teams.playerFormDialog.searchMembers')}
          search={memberSearch}
          onSearch={setMemberSearch}
          value={member ?? null}
          onChange={(memberId) => form.setValue('memberId', memberId, { shouldDirty: true })}
          options={(memberOptions.data ?? []).map((option) => ({
            value: option.memberId,
            label: `${option.fullName} (${option.memberNumber})`,
          }))}
          noneLabel={t('teams.playerFormDialog.notAMember')}
          currentLabel={t('teams.playerFormDialog.currentMember')}
          error={errors.memberId?.message}
        />
        <p className="mt-1 text-sm text-slate-500">{t('teams.playerFormDialog.clubMemberHint')}</p>
      </div>
      <div className="sm:col-span-2">
        <FormImageField
          control={form.control}
          name="profileImageUrl"
          label={t('teams.playerFormDialog.photo')}
          bucket="player-photos"
          failureMessage={t('teams.playerFormDialog.failedToUploadImage')}
          successMessage={t('teams.playerFormDialog.profileImageUploadedSuccessfully')}
        />
      </div>
    </FormDialog>
  );
}
