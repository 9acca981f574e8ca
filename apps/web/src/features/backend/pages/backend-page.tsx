import { type BackendStatus, formatBytes } from '@club/shared';
import { ArrowLeft, Clock, Database, HardDrive, type LucideIcon, RefreshCw, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { AdminFrame, PageAction } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useBackendStatus } from '../api/get-backend-status';
import { BackupsPanel } from '../components/backups-panel';

const REFRESH_MS = 5_000;
const number = new Intl.NumberFormat('en-US');
const JOB_STATUS: Record<BackendStatus['jobs'][number]['status'], 'default' | 'destructive' | 'outline'> = {
  ok: 'default',
  failed: 'destructive',
  never: 'outline',
};

const JOB_NAMES = [
  'mail-delivery',
  'push-delivery',
  'upload-sweep',
  'housekeeping',
  'membership-reminders',
  'session-reminders',
  'event-places',
  'card-payments',
] as const;

/** A background job's name in the reader's language (one the screen does not know: as the server names it). */
const jobLabel = (job: { job: string; label: string }) =>
  (JOB_NAMES as readonly string[]).includes(job.job)
    ? t(`backend.jobs.${job.job as (typeof JOB_NAMES)[number]}`)
    : job.label;

export function BackendPage() {
  return (
    <AdminFrame moduleId="backend" title={t('backend.backendPage.backendManagement')}>
      <Backend />
    </AdminFrame>
  );
}

function HealthCard({
  title,
  icon: Icon,
  healthy,
  children,
}: {
  title: string;
  icon: LucideIcon;
  healthy: boolean;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-5 text-brand-700" aria-hidden /> {title}
        </CardTitle>
        <Badge variant={healthy ? 'default' : 'destructive'}>
          {healthy ? t('backend.backendPage.healthy') : t('backend.backendPage.attention')}
        </Badge>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">{children}</dl>
      </CardContent>
    </Card>
  );
}

const Figure = ({ label, value }: { label: string; value: ReactNode }) => (
  <>
    <dt className="text-slate-500">{label}</dt>
    <dd className="text-end font-medium tabular-nums">{value}</dd>
  </>
);

/** Label and value rows; a third element keys a row whose label may repeat. */
function Rows({ rows }: { rows: [string, ReactNode, string?][] }) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <tbody>
          {rows.map(([label, value, key]) => (
            <tr key={key ?? label} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-3 py-2 text-start font-normal text-slate-600">
                {label}
              </th>
              <td className="px-3 py-2 text-end font-medium tabular-nums">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Backend() {
  const status = useBackendStatus(REFRESH_MS);
  const data = status.data;
  return (
    <div className="flex flex-col gap-6">
      <ButtonLink to={paths.dashboard} variant="outline" size="sm" className="self-start" icon={ArrowLeft}>
        {t('backend.backendPage.back')}
      </ButtonLink>
      <PageAction>
        <div className="flex items-center gap-3">
          {data && (
            <p className="text-sm text-slate-500" aria-live="polite">
              {t('backend.backendPage.updated')} {new Date(data.generatedAt).toLocaleTimeString('en-GB')}
            </p>
          )}
          <Button variant="outline" onClick={() => status.refetch()} disabled={status.isFetching}>
            <RefreshCw aria-hidden className={status.isFetching ? 'animate-spin' : undefined} />{' '}
            {t('backend.backendPage.refreshStatus')}
          </Button>
        </div>
      </PageAction>
      {status.isError && !data ? (
        <p className="text-red-700">{t('backend.backendPage.failedToLoadSystem')}</p>
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          {status.isError && <p className="text-red-700">{t('backend.backendPage.failedToLoadSystem')}</p>}
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <HealthCard title={t('backend.backendPage.database')} icon={Database} healthy={data.database.ok}>
              <Figure
                label={t('backend.backendPage.kind')}
                value={data.database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}
              />
              <Figure label={t('backend.backendPage.latency')} value={`${data.database.latencyMs} ms`} />
              <Figure
                label={t('backend.backendPage.size')}
                value={data.database.sizeBytes === null ? '—' : formatBytes(data.database.sizeBytes)}
              />
            </HealthCard>
            <HealthCard
              title={t('backend.backendPage.backgroundJobs')}
              icon={Clock}
              healthy={data.jobs.every((job) => job.status !== 'failed')}
            >
              {data.jobs.map((job) => (
                <Figure
                  key={job.job}
                  label={jobLabel(job)}
                  value={t('backend.backendPage.runsTodayValue', { count: job.runsToday })}
                />
              ))}
            </HealthCard>
            <HealthCard
              title={t('backend.backendPage.storage')}
              icon={HardDrive}
              healthy={data.storage.freeBytes === null || data.storage.freeBytes > 1024 ** 3}
            >
              <Figure label={t('backend.backendPage.files')} value={number.format(data.storage.totalFiles)} />
              <Figure label={t('backend.backendPage.stored')} value={formatBytes(data.storage.totalBytes)} />
              <Figure
                label={t('backend.backendPage.freeDisk')}
                value={data.storage.freeBytes === null ? '— (S3)' : formatBytes(data.storage.freeBytes)}
              />
            </HealthCard>
            <HealthCard title={t('backend.backendPage.authentication')} icon={ShieldCheck} healthy>
              <Figure label={t('backend.backendPage.accounts')} value={number.format(data.auth.accounts)} />
              <Figure label={t('backend.backendPage.confirmed')} value={number.format(data.auth.confirmed)} />
              <Figure label={t('backend.backendPage.activeSessions')} value={number.format(data.auth.activeSessions)} />
              <Figure label={t('backend.backendPage.signIns24H')} value={number.format(data.auth.signIns24h)} />
              <Figure label={t('backend.backendPage.failed24H')} value={number.format(data.auth.failedSignIns24h)} />
            </HealthCard>
          </div>
          <Tabs defaultValue="database">
            <TabsList className="h-auto flex-wrap">
              <TabsTrigger value="database">{t('backend.backendPage.database')}</TabsTrigger>
              <TabsTrigger value="jobs">{t('backend.backendPage.backgroundJobs')}</TabsTrigger>
              <TabsTrigger value="monitoring">{t('backend.backendPage.monitoring')}</TabsTrigger>
              <TabsTrigger value="security">{t('backend.backendPage.security')}</TabsTrigger>
              <TabsTrigger value="backups">{t('backend.backendPage.backups')}</TabsTrigger>
            </TabsList>
            <TabsContent value="database" className="flex flex-col gap-4">
              <Rows rows={data.tables.map((table) => [table.table, number.format(table.rows)])} />
              <h3 className="font-semibold">{t('backend.backendPage.storageByBucket')}</h3>
              <Rows
                rows={data.storage.buckets.map((b) => [
                  `${b.bucket} (${b.visibility})`,
                  t('backend.backendPage.filesValue', { count: b.files, size: formatBytes(b.bytes) }),
                ])}
              />
            </TabsContent>
            <TabsContent value="jobs">
              <ul className="grid gap-4 md:grid-cols-3">
                {data.jobs.map((job) => (
                  <li key={job.job}>
                    <Card className="h-full">
                      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
                        <CardTitle className="text-base">{jobLabel(job)}</CardTitle>
                        <Badge variant={JOB_STATUS[job.status]}>{t(`backend.jobStatus.${job.status}`)}</Badge>
                      </CardHeader>
                      <CardContent>
                        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                          <Figure
                            label={t('backend.backendPage.lastRun')}
                            value={job.lastRunAt ? formatDateTime(job.lastRunAt) : '—'}
                          />
                          <Figure label={t('backend.backendPage.runsToday')} value={number.format(job.runsToday)} />
                          <Figure
                            label={t('backend.backendPage.failuresToday')}
                            value={number.format(job.failuresToday)}
                          />
                        </dl>
                        {job.lastError && (
                          <p className="mt-2 text-sm text-red-700">
                            {t('backend.backendPage.lastError')} {job.lastError}
                          </p>
                        )}
                      </CardContent>
                    </Card>
                  </li>
                ))}
              </ul>
            </TabsContent>
            <TabsContent value="monitoring">
              <Rows
                rows={[
                  ['Server processes', data.monitoring.processes],
                  ['Requests per minute', number.format(data.monitoring.requestsPerMinute)],
                  ['Error rate (5xx)', `${(data.monitoring.errorRate * 100).toFixed(2)} %`],
                  ['Latency p95', data.monitoring.latencyP95Ms === null ? '—' : `≤ ${data.monitoring.latencyP95Ms} ms`],
                  ['Memory (resident)', formatBytes(data.monitoring.rssBytes)],
                  ['Memory (JavaScript heap)', formatBytes(data.monitoring.heapUsedBytes)],
                  [
                    'Event loop delay p99',
                    data.monitoring.eventLoopP99Ms === null ? '—' : `${data.monitoring.eventLoopP99Ms} ms`,
                  ],
                  ['Connected live clients', number.format(data.monitoring.liveClients)],
                ]}
              />
            </TabsContent>
            <TabsContent value="security" className="flex flex-col gap-4">
              <Rows
                rows={[
                  ['Failed sign-ins (24 h)', number.format(data.security.failedSignIns24h)],
                  ['Rate-limit refusals (last minute)', number.format(data.security.rateLimitRefusalsLastMinute)],
                  ['Rate-limit refusals (since start)', number.format(data.security.rateLimitRefusalsTotal)],
                  ['Accounts with admin rights', number.format(data.security.admins)],
                  ['Unconfirmed accounts', number.format(data.security.unconfirmedAccounts)],
                ]}
              />
              <h3 className="font-semibold">{t('backend.backendPage.lastAuditEvents')}</h3>
              {data.security.recentAudit.length === 0 ? (
                <p className="text-sm text-slate-500">{t('backend.backendPage.noStaffChangesRecorded')}</p>
              ) : (
                <Rows
                  rows={data.security.recentAudit.map((event, index) => [
                    `${formatDateTime(event.at)} · ${event.actorEmail ?? 'system'}`,
                    event.action,
                    `${event.at}-${index}`,
                  ])}
                />
              )}
            </TabsContent>
            <TabsContent value="backups">
              <BackupsPanel />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
