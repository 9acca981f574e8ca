import type { Minutes } from '@club/shared';
import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminFrame, PageAction } from '../../../components/layouts/admin-frame';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useConfirmedDelete } from '../../../lib/use-list-page';
import { useDeleteMinutes } from '../api/delete-minutes';
import { useMinutesList } from '../api/get-minutes';
import { MinutesCard } from '../components/minutes-card';
import { RequestDialog } from '../components/request-dialog';
import { RequestsList } from '../components/requests-list';

export function MeetingsPage() {
  return (
    <AdminFrame moduleId="meetings" title={t('meetings.meetingsPage.meetingManagement')}>
      <Meetings />
    </AdminFrame>
  );
}

function MinutesList() {
  const [page, setPage] = useState(1);
  const minutes = useMinutesList(page);
  const remove = useDeleteMinutes();
  const deletion = useConfirmedDelete<Minutes>({
    remove: (m) => remove.mutateAsync(m.id),
    pending: remove.isPending,
    success: 'Meeting minutes deleted successfully',
    failure: 'Failed to save meeting minutes',
  });
  if (minutes.isError) return <p className="text-red-700">{t('meetings.meetingsPage.failedToLoadMeeting')}</p>;
  if (!minutes.data) return <Spinner />;
  const { items, total, pageSize } = minutes.data;
  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-500">
          {t('meetings.meetingsPage.noMeetingMinutesYet')}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((m) => (
            <li key={m.id}>
              <MinutesCard minutes={m} onDelete={deletion.ask} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} onPage={setPage} />
      <ConfirmDialog
        title={t('meetings.meetingsPage.deleteMeetingMinutes')}
        message={t('meetings.meetingsPage.areYouSureYou')}
        {...deletion.dialog}
      />
    </div>
  );
}

function Meetings() {
  const { can } = useAuth();
  const approver = can('meetings', 'approve');
  const [requesting, setRequesting] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ButtonLink to={paths.dashboard} variant="outline" size="sm" icon={ArrowLeft}>
          {t('meetings.meetingsPage.back')}
        </ButtonLink>
        {can('meetings', 'create') && (
          <PageAction>
            <Button onClick={() => setRequesting(true)}>
              <Plus aria-hidden /> {t('meetings.meetingsPage.requestNewMeeting')}
            </Button>
          </PageAction>
        )}
      </div>
      <Tabs defaultValue="minutes">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="minutes">{t('meetings.meetingsPage.meetingMinutes')}</TabsTrigger>
          <TabsTrigger value="mine">{t('meetings.meetingsPage.myRequests')}</TabsTrigger>
          {approver && <TabsTrigger value="approve">{t('meetings.meetingsPage.approveRequests')}</TabsTrigger>}
        </TabsList>
        <TabsContent value="minutes">
          <MinutesList />
        </TabsContent>
        <TabsContent value="mine">
          <RequestsList view="mine" canDecide={approver} canDelete={can('meetings', 'delete')} />
        </TabsContent>
        {approver && (
          <TabsContent value="approve">
            <RequestsList view="pending" canDecide canDelete={can('meetings', 'delete')} />
          </TabsContent>
        )}
      </Tabs>
      <RequestDialog open={requesting} onOpenChange={setRequesting} />
    </div>
  );
}
