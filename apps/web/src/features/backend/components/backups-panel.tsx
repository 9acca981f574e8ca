import { BACKUP_MESSAGES, type BackupRun, formatBytes } from '@club/shared';
import { Archive, Download, FlaskConical, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { downloadWithToast } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useBackups } from '../api/get-backups';
import { useStartBackup } from '../api/start-backup';
import { useStartDrill } from '../api/start-drill';

/** A backup older than this (or none) is worth an admin's attention. */
const STALE_MS = 48 * 60 * 60 * 1000;

const RUN_STATUS: Record<BackupRun['status'], 'default' | 'destructive' | 'outline'> = {
  ok: 'default',
  failed: 'destructive',
  running: 'outline',
};

function RunCard({ title, run, empty }: { title: string; run: BackupRun | null; empty: string }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle id={titleId} className="text-base">
          {title}
        </CardTitle>
        {run && <Badge variant={RUN_STATUS[run.status]}>{t(`backend.runStatus.${run.status}`)}</Badge>}
      </CardHeader>
      <CardContent className="text-sm">
        {!run ? (
          <p className="text-slate-600">{empty}</p>
        ) : (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-500">{t('backend.backupsPanel.started')}</dt>
              <dd>
                {formatDateTime(run.startedAt)} · {t(`backend.trigger.${run.trigger}`)}
              </dd>
              {run.archive && (
                <>
                  <dt className="text-slate-500">{t('backend.backupsPanel.archive')}</dt>
                  <dd className="break-all">{run.archive}</dd>
                </>
              )}
              {run.sizeBytes !== null && (
                <>
                  <dt className="text-slate-500">{t('backend.backupsPanel.size')}</dt>
                  <dd>{formatBytes(run.sizeBytes)}</dd>
                </>
              )}
              {run.destination && (
                <>
                  <dt className="text-slate-500">{t('backend.backupsPanel.keptIn')}</dt>
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
            {run.error && (
              <p className="mt-2 text-red-700">
                {t('backend.backupsPanel.error')} {run.error}
              </p>
            )}
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
  const downloadArchive = downloadWithToast({
    success: t('backend.backupsPanel.downloaded'),
    failure: t('backend.backupsPanel.downloadFailed'),
    fallbackName: 'club-backup.clubbackup',
  });

  const start = (mutation: typeof startBackup, success: string, failure: string) => () =>
    mutation.mutate(undefined, {
      onSuccess: () => toast.success(t('common.toast.done'), { description: success }),
      onError: (error) => toast.error(failure, { description: errorMessage(error) }),
    });

  if (backups.isError && !data) return <p className="text-red-700">{t('backend.backupsPanel.failedToLoadThe')}</p>;
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
              ? t('backend.backupsPanel.theLastBackupFailed')
              : data.lastDrill?.status === 'failed'
                ? t('backend.backupsPanel.theLastRestoreDrill')
                : lastOk
                  ? t('backend.backupsPanel.theLastGoodBackup')
                  : t('backend.backupsPanel.noBackupHasBeen')}
            {t('backend.backupsPanel.untilABackupSucceeds')}
          </p>
        </Alert>
      )}
      {can('backend', 'create') && (
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={start(startBackup, BACKUP_MESSAGES.started, 'Failed to start the backup')}
            disabled={running || startBackup.isPending}
          >
            <Archive aria-hidden /> {t('backend.backupsPanel.backUpNow')}
          </Button>
          <Button
            variant="outline"
            onClick={start(startDrill, BACKUP_MESSAGES.drillStarted, 'Failed to start the drill')}
            disabled={running || startDrill.isPending || data.archives.length === 0}
          >
            <FlaskConical aria-hidden /> {t('backend.backupsPanel.runRestoreDrill')}
          </Button>
          {running && (
            <p className="self-center text-sm text-slate-600" aria-live="polite">
              {t('backend.backupsPanel.running')}
            </p>
          )}
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <RunCard
          title={t('backend.backupsPanel.lastBackup')}
          run={data.lastBackup}
          empty={t('backend.backupsPanel.noBackupHasBeen2')}
        />
        <RunCard
          title={t('backend.backupsPanel.lastRestoreDrill')}
          run={data.lastDrill}
          empty={t('backend.backupsPanel.noArchiveHasBeen')}
        />
      </div>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-base">{t('backend.backupsPanel.whereAndWhen')}</CardTitle>
        </CardHeader>
        <CardContent className="text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-500">{t('backend.backupsPanel.schedule')}</dt>
            <dd>
              {data.schedule.enabled
                ? t('backend.backupsPanel.everyDayAt00', {
                    value0: String(data.schedule.hour).padStart(2, '0'),
                    keep: data.schedule.keep,
                  })
                : t('backend.backupsPanel.offClubSettings')}
            </dd>
            <dt className="text-slate-500">{t('backend.backupsPanel.archivesGoTo')}</dt>
            <dd className="break-all">{data.destination}</dd>
            <dt className="text-slate-500">{t('backend.backupsPanel.encryptionKey')}</dt>
            <dd>
              {t('backend.backupsPanel.aes256GcmKey')} <code>{data.key.fingerprint}</code>
              {data.key.generated && t('backend.backupsPanel.generatedIntoTheData')}
            </dd>
          </dl>
          <h3 className="mt-4 font-semibold">
            {t('backend.backupsPanel.archivesKept')}
            {data.archives.length})
          </h3>
          {data.archives.length === 0 ? (
            <p className="text-slate-600">{t('backend.backupsPanel.noneYet')}</p>
          ) : (
            <ul className="mt-1 divide-y divide-slate-100">
              {data.archives.map((archive) => (
                <li key={archive.name} className="flex flex-wrap items-center justify-between gap-2 py-1">
                  <span className="break-all">{archive.name}</span>
                  <span className="flex items-center gap-3">
                    <span className="tabular-nums text-slate-600">{formatBytes(archive.sizeBytes)}</span>
                    <a
                      href={`/api/admin/backend/backups/archives/${encodeURIComponent(archive.name)}`}
                      onClick={downloadArchive}
                      className={buttonVariants({ variant: 'outline', size: 'sm' })}
                      aria-label={t('backend.backupsPanel.downloadArchive', { name: archive.name })}
                    >
                      <Download className="size-4" aria-hidden />
                      {t('backend.backupsPanel.download')}
                    </a>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
