import type { Player, Team } from '@club/shared';
import { Plus, Shield, ShieldCheck, Trophy, Users } from 'lucide-react';
import { useState } from 'react';
import { AdminFrame, PageAction } from '../../../components/layouts/admin-frame';
import { Loaded } from '../../../components/page-state';
import { SportIcon } from '../../../components/sport-icon';
import { StoredImage } from '../../../components/stored-image';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CardList } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, EmptyState } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { RowActions } from '../../../components/ui/row-actions';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { teamCategoryText } from '../../../lib/labels';
import { sportLabel } from '../../../lib/sport-label';
import { deleteById, useConfirmedDelete, useEditor, useListPage } from '../../../lib/use-list-page';
import { useDeletePlayer } from '../api/delete-player';
import { useDeleteTeam } from '../api/delete-team';
import { useAdminPlayers } from '../api/get-admin-players';
import { useAdminTeams } from '../api/get-admin-teams';
import { useTeamPlayers } from '../api/get-team-players';
import { PlayerFormDialog } from '../components/player-form-dialog';
import { TeamFormDialog } from '../components/team-form-dialog';

export function TeamManagementPage() {
  return (
    <AdminFrame moduleId="teams" title={t('teams.teamManagementPage.teamManagement')}>
      <TeamManagement />
    </AdminFrame>
  );
}

function TeamManagement() {
  const { can } = useAuth();
  const [tab, setTab] = useState('teams');
  // The team whose players are open, kept while the list pages on or searches elsewhere.
  const [chosen, setChosen] = useState<Team | null>(null);
  const list = useListPage<Team>({
    ...deleteById(useDeleteTeam()),
    success: 'Team deleted successfully',
    failure: 'Failed to delete team',
    onDeleted: (team) => {
      if (team.id === chosen?.id) setChosen(null);
    },
  });
  const teams = useAdminTeams(list.query);

  if (teams.isError) return <p className="text-red-700">{t('teams.teamManagementPage.failedToLoadTeams')}</p>;
  if (!teams.data) return <Spinner />;
  const { items, stats, total, pageSize } = teams.data;
  const selected = (chosen && items.find((team) => team.id === chosen.id)) ?? chosen;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('teams.teamManagementPage.totalTeams')} value={stats.total} icon={Shield} />
        <StatCard label={t('teams.teamManagementPage.activeTeams')} value={stats.active} icon={ShieldCheck} />
        <StatCard label={t('teams.teamManagementPage.seniorTeams')} value={stats.senior} icon={Users} />
        <StatCard label={t('teams.teamManagementPage.sports')} value={stats.sports} icon={Trophy} />
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="max-w-md">
          <TabsTrigger value="teams">{t('teams.teamManagementPage.teams')}</TabsTrigger>
          <TabsTrigger value="players" disabled={!selected}>
            {t('teams.teamManagementPage.teamPlayers')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="teams" className="flex flex-col gap-4">
          {can('teams', 'create') && (
            <PageAction>
              <Button onClick={() => list.editor.open(null)}>
                <Plus aria-hidden /> {t('teams.teamManagementPage.addTeam')}
              </Button>
            </PageAction>
          )}
          <SearchInput
            label={t('teams.teamManagementPage.searchTeams')}
            placeholder={t('teams.teamManagementPage.searchByTeamOr')}
            value={list.search}
            onSearch={list.setSearch}
          />
          {items.length === 0 ? (
            <EmptyState>{t('teams.teamManagementPage.noTeamsYet')}</EmptyState>
          ) : (
            <CardList
              className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
              items={items}
              cardClassName="h-full"
              contentClassName="flex h-full flex-col gap-3 pt-6"
            >
              {(team) => (
                <>
                  <div className="flex items-start gap-3">
                    <StoredImage
                      src={team.teamImageUrl}
                      sizes="48px"
                      className="size-12 rounded-md object-cover"
                      fallback={
                        <span className="flex size-12 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                          <SportIcon sport={team.sport} className="size-6" />
                        </span>
                      }
                    />
                    <div className="min-w-0 flex-1">
                      <h2 className="font-semibold">{team.name}</h2>
                      <p className="text-sm text-slate-500">
                        <bdi>{sportLabel(team.sport)}</bdi> · {teamCategoryText(team.category)}
                        {team.establishedYear
                          ? t('teams.teamManagementPage.since', { establishedYear: team.establishedYear })
                          : ''}
                      </p>
                    </div>
                    <Badge variant={team.isActive ? 'default' : 'outline'}>
                      {team.isActive ? t('teams.teamManagementPage.active') : t('teams.teamManagementPage.inactive')}
                    </Badge>
                  </div>
                  <p className="text-sm text-slate-600">
                    {team.coachName ? t('teams.teamManagementPage.coach', { coachName: team.coachName }) : ''}
                    {team.playerCount} {t('teams.teamManagementPage.playerS')}
                  </p>
                  <div className="mt-auto flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => {
                        setChosen(team);
                        setTab('players');
                      }}
                    >
                      <Users aria-hidden /> {t('teams.teamManagementPage.managePlayers')}
                    </Button>
                    <RowActions
                      label={team.name}
                      canEdit={can('teams', 'edit')}
                      onEdit={() => list.editor.open(team)}
                      canDelete={can('teams', 'delete')}
                      onDelete={() => list.deletion.ask(team)}
                    />
                  </div>
                </>
              )}
            </CardList>
          )}
          <Pagination page={list.page} pageSize={pageSize} total={total} onPage={list.setPage} />
        </TabsContent>
        <TabsContent value="players">{selected && <TeamPlayers team={selected} />}</TabsContent>
      </Tabs>
      <TeamFormDialog team={list.editor.record} {...list.editor.dialog} />
      <ConfirmDialog
        title={t('teams.teamManagementPage.deleteTeam')}
        message={t('teams.teamManagementPage.areYouSureYou', { value0: list.deletion.target?.name ?? '' })}
        {...list.deletion.dialog}
      />
    </div>
  );
}

function TeamPlayers({ team }: { team: Team }) {
  const { can } = useAuth();
  // Private details are for those who may edit players; viewers get the public roster (active players).
  const canEditPlayers = can('teams', 'edit');
  const detailed = useAdminPlayers(team.id, canEditPlayers);
  const roster = useTeamPlayers(team.id, !canEditPlayers);
  const players = canEditPlayers
    ? detailed
    : {
        isError: roster.isError,
        data: roster.data?.players.map((p) => ({ ...p, isActive: true, userId: null as string | null })),
      };
  const remove = useDeletePlayer();
  const editor = useEditor<Player>();
  const deletion = useConfirmedDelete<{ id: string; playerName: string }>({
    remove: (player) => remove.mutateAsync({ teamId: team.id, id: player.id }),
    pending: remove.isPending,
    success: 'Player removed successfully',
    failure: 'Failed to remove player',
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">
          {team.name} {t('teams.teamManagementPage.players')}
        </h2>
        {can('teams', 'create') && (
          <Button onClick={() => editor.open(null)}>
            <Plus aria-hidden /> {t('teams.teamManagementPage.addPlayer')}
          </Button>
        )}
      </div>
      <Loaded query={players} failed={t('teams.teamManagementPage.failedToLoadPlayers')}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState>{t('teams.teamManagementPage.noPlayersInThis')}</EmptyState>
          ) : (
            <DataTable
              head={
                <>
                  <th className="px-4 py-2 font-medium">#</th>
                  <th className="px-4 py-2 font-medium">{t('teams.teamManagementPage.name')}</th>
                  <th className="px-4 py-2 font-medium">{t('teams.teamManagementPage.position')}</th>
                  <th className="px-4 py-2 font-medium">{t('teams.teamManagementPage.status')}</th>
                  <th className="px-4 py-2 text-end font-medium">{t('teams.teamManagementPage.actions')}</th>
                </>
              }
            >
              {data.map((player) => (
                <tr key={player.id} className="border-t border-slate-100">
                  <td className="px-4 py-2 font-mono">{player.jerseyNumber ?? '—'}</td>
                  <td className="px-4 py-2 font-medium">
                    {player.playerName}
                    {player.userId && (
                      <Badge variant="outline" className="ms-2">
                        {t('teams.teamManagementPage.member')}
                      </Badge>
                    )}
                  </td>
                  <td className="px-4 py-2">{player.position ?? '—'}</td>
                  <td className="px-4 py-2">
                    {player.isActive ? t('teams.teamManagementPage.active') : t('teams.teamManagementPage.inactive')}
                  </td>
                  <td className="px-4 py-2">
                    <div className="flex justify-end gap-2">
                      <RowActions
                        label={player.playerName}
                        canEdit={canEditPlayers}
                        onEdit={() => editor.open(detailed.data?.find((p) => p.id === player.id) ?? null)}
                        canDelete={can('teams', 'delete')}
                        onDelete={() => deletion.ask(player)}
                        deleteVerb={t('teams.teamManagementPage.remove')}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </Loaded>
      <PlayerFormDialog teamId={team.id} player={editor.record} {...editor.dialog} />
      <ConfirmDialog
        title={t('teams.teamManagementPage.removePlayer')}
        message={t('teams.teamManagementPage.removeFrom', {
          value0: deletion.target?.playerName ?? '',
          name: team.name,
        })}
        confirmLabel={t('teams.teamManagementPage.remove')}
        {...deletion.dialog}
      />
    </div>
  );
}
