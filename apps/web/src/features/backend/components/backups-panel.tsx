import { BACKUP_MESSAGES, type BackupRun, formatBytes } from '@club/shared';
import { Archive, FlaskConical, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { useBackups } from '../api/get-backups';
import { useStartBackup } from '../api/start-backup';
import { useStartDrill } from '../api/start-drill';

/** A backup older than this (or none) is worth an admin's attention. */
const STALE_MS = 48 * 60 * 60 * 1000;

const RUN_STATUS: Record<BackupRun['status'], { label: string; variant: 'default' | 'destructive' | 'outline' }> = {
  ok: { label: 'Done', variant: 'default' },
  failed: { label: 'Failed', variant: 'destructive' },
  running: { label: 'Running', variant: 'outline' },
};
const TRIGGER: Record<BackupRun['trigger'], string> = {
  scheduled: 'Scheduled',
  manual: 'Started here',
  upgrade: 'Before an upgrade',
  command: 'npm run backup',
};

function RunCard({ title, run, empty }: { title: string; run: BackupRun | null; empty: string }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
        {run && <Badge variant={RUN_STATUS[run.status].variant}>{RUN_STATUS[run.status].label}</Badge>}
      </CardHeader>
      <CardContent className="text-sm">
        {!run ? (
          <p className="text-slate-600">{empty}</p>
        ) : (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-500">Started</dt>
              <dd>
                {formatDateTime(run.startedAt)} · {TRIGGER[run.trigger]}
              </dd>
              {run.archive && (
                <>
                  <dt className="text-slate-500">Archive</dt>
                  <dd className="break-all">{run.archive}</dd>
                </>
              )}
              {run.sizeBytes !== null && (
                <>
                  <dt className="text-slate-500">Size</dt>
                  <dd>{formatBytes(run.sizeBytes)}</dd>
                </>
              )}
              {run.destination && (
                <>
                  <dt className="text-slate-500">Kept in</dt>
                  <dd className="break-all">{run.destination}</dd>
                </>
              )}
            </dl>
            {run.findings.length > 0 && (
              <ul className="mt-2 list-disc ps-5 text-slate-700">
                {run.findings.map((finding) => (
                  <li key={finding}>{finding}</li>
                ))}
              </ul>
            )}
            {run.error && <p className="mt-2 text-red-700">Error: {run.error}</p>}
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function BackupsPanel() {
  const backups = useBackups();
  const { can } = useAuth();
  const startBackup = useStartBackup();
  const startDrill = useStartDrill();
  const data = backups.data;

  const start = (mutation: typeof startBackup, success: string, failure: string) => () =>
    mutation.mutate(undefined, {
      onSuccess: () => toast.success('Success', { description: success }),
      onError: (error) => toast.error(failure, { description: errorMessage(error) }),
    });

  if (backups.isError && !data) return <p className="text-red-700">Failed to load the backups</p>;
  if (!data) return <Spinner />;
  const running = data.recent.some((run) => run.status === 'running');
  const lastOk = data.lastSuccessfulBackup;
  const stale = !lastOk || Date.now() - new Date(lastOk.startedAt).getTime() > STALE_MS;

  return (
    <div className="flex flex-col gap-4">
      {(stale || data.lastBackup?.status === 'failed' || data.lastDrill?.status === 'failed') && (
        <Alert>
          <TriangleAlert aria-hidden />
          <p>
            {data.lastBackup?.status === 'failed'
              ? 'The last backup failed. '
              : data.lastDrill?.status === 'failed'
                ? 'The last restore drill failed: the newest archive could not be proven restorable. '
                : lastOk
                  ? 'The last good backup is more than two days old. '
                  : 'No backup has been made yet. '}
            Until a backup succeeds, a failed disk would lose the club's records.
          </p>
        </Alert>
      )}
      {can('backend', 'create') && (
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={start(startBackup, BACKUP_MESSAGES.started, 'Failed to start the backup')}
            disabled={running || startBackup.isPending}
          >
            <Archive aria-hidden /> Back up now
          </Button>
          <Button
            variant="outline"
            onClick={start(startDrill, BACKUP_MESSAGES.drillStarted, 'Failed to start the drill')}
            disabled={running || startDrill.isPending || data.archives.length === 0}
          >
            <FlaskConical aria-hidden /> Run restore drill
          </Button>
          {running && (
            <p className="self-center text-sm text-slate-600" aria-live="polite">
              Running…
            </p>
          )}
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <RunCard title="Last backup" run={data.lastBackup} empty="No backup has been made yet." />
        <RunCard title="Last restore drill" run={data.lastDrill} empty="No archive has been restored yet." />
      </div>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-base">Where and when</CardTitle>
        </CardHeader>
        <CardContent className="text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-500">Schedule</dt>
            <dd>
              {data.schedule.enabled
                ? `Every day at ${String(data.schedule.hour).padStart(2, '0')}:00 club time, keeping ${data.schedule.keep}`
                : 'Off (Club Settings)'}
            </dd>
            <dt className="text-slate-500">Archives go to</dt>
            <dd className="break-all">{data.destination}</dd>
            <dt className="text-slate-500">Encryption key</dt>
            <dd>
              AES-256-GCM, key fingerprint <code>{data.key.fingerprint}</code>
              {data.key.generated &&
                ' (generated into the data folder: keep a copy of the backup-key file away from this machine)'}
            </dd>
          </dl>
          <h3 className="mt-4 font-semibold">Archives kept ({data.archives.length})</h3>
          {data.archives.length === 0 ? (
            <p className="text-slate-600">None yet.</p>
          ) : (
            <ul className="mt-1 divide-y divide-slate-100">
              {data.archives.map((archive) => (
                <li key={archive.name} className="flex flex-wrap justify-between gap-2 py-1">
                  <span className="break-all">{archive.name}</span>
                  <span className="tabular-nums text-slate-600">{formatBytes(archive.sizeBytes)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
