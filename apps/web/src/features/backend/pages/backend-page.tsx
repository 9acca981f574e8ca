import { type BackendStatus, formatBytes } from '@club/shared';
import { ArrowLeft, Clock, Database, HardDrive, type LucideIcon, RefreshCw, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminFrame, PageAction } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useBackendStatus } from '../api/get-backend-status';
import { BackupsPanel } from '../components/backups-panel';

const REFRESH_MS = 5_000;
const number = new Intl.NumberFormat('en-US');
const JOB_STATUS: Record<
  BackendStatus['jobs'][number]['status'],
  { label: string; variant: 'default' | 'destructive' | 'outline' }
> = {
  ok: { label: 'Healthy', variant: 'default' },
  failed: { label: 'Failed', variant: 'destructive' },
  never: { label: 'Not run yet', variant: 'outline' },
};

export function BackendPage() {
  return (
    <AdminFrame moduleId="backend" title="Backend Management">
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
        <Badge variant={healthy ? 'default' : 'destructive'}>{healthy ? 'Healthy' : 'Attention'}</Badge>
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
      <Button asChild variant="outline" size="sm" className="self-start">
        <Link to={paths.dashboard}>
          <ArrowLeft aria-hidden /> Back
        </Link>
      </Button>
      <PageAction>
        <div className="flex items-center gap-3">
          {data && (
            <p className="text-sm text-slate-500" aria-live="polite">
              Updated {new Date(data.generatedAt).toLocaleTimeString('en-GB')}
            </p>
          )}
          <Button variant="outline" onClick={() => status.refetch()} disabled={status.isFetching}>
            <RefreshCw aria-hidden className={status.isFetching ? 'animate-spin' : undefined} /> Refresh Status
          </Button>
        </div>
      </PageAction>
      {status.isError && !data ? (
        <p className="text-red-700">Failed to load system data</p>
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          {status.isError && <p className="text-red-700">Failed to load system data</p>}
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <HealthCard title="Database" icon={Database} healthy={data.database.ok}>
              <Figure label="Kind" value={data.database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} />
              <Figure label="Latency" value={`${data.database.latencyMs} ms`} />
              <Figure
                label="Size"
                value={data.database.sizeBytes === null ? '—' : formatBytes(data.database.sizeBytes)}
              />
            </HealthCard>
            <HealthCard
              title="Background Jobs"
              icon={Clock}
              healthy={data.jobs.every((job) => job.status !== 'failed')}
            >
              {data.jobs.map((job) => (
                <Figure key={job.job} label={job.label} value={`${job.runsToday} today`} />
              ))}
            </HealthCard>
            <HealthCard
              title="Storage"
              icon={HardDrive}
              healthy={data.storage.freeBytes === null || data.storage.freeBytes > 1024 ** 3}
            >
              <Figure label="Files" value={number.format(data.storage.totalFiles)} />
              <Figure label="Stored" value={formatBytes(data.storage.totalBytes)} />
              <Figure
                label="Free disk"
                value={data.storage.freeBytes === null ? '— (S3)' : formatBytes(data.storage.freeBytes)}
              />
            </HealthCard>
            <HealthCard title="Authentication" icon={ShieldCheck} healthy>
              <Figure label="Accounts" value={number.format(data.auth.accounts)} />
              <Figure label="Confirmed" value={number.format(data.auth.confirmed)} />
              <Figure label="Active sessions" value={number.format(data.auth.activeSessions)} />
              <Figure label="Sign-ins (24 h)" value={number.format(data.auth.signIns24h)} />
              <Figure label="Failed (24 h)" value={number.format(data.auth.failedSignIns24h)} />
            </HealthCard>
          </div>
          <Tabs defaultValue="database">
            <TabsList className="h-auto flex-wrap">
              <TabsTrigger value="database">Database</TabsTrigger>
              <TabsTrigger value="jobs">Background Jobs</TabsTrigger>
              <TabsTrigger value="monitoring">Monitoring</TabsTrigger>
              <TabsTrigger value="security">Security</TabsTrigger>
              <TabsTrigger value="backups">Backups</TabsTrigger>
            </TabsList>
            <TabsContent value="database" className="flex flex-col gap-4">
              <Rows rows={data.tables.map((t) => [t.table, number.format(t.rows)])} />
              <h3 className="font-semibold">Storage by bucket</h3>
              <Rows
                rows={data.storage.buckets.map((b) => [
                  `${b.bucket} (${b.visibility})`,
                  `${number.format(b.files)} ${b.files === 1 ? 'file' : 'files'} · ${formatBytes(b.bytes)}`,
                ])}
              />
            </TabsContent>
            <TabsContent value="jobs">
              <ul className="grid gap-4 md:grid-cols-3">
                {data.jobs.map((job) => (
                  <li key={job.job}>
                    <Card className="h-full">
                      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
                        <CardTitle className="text-base">{job.label}</CardTitle>
                        <Badge variant={JOB_STATUS[job.status].variant}>{JOB_STATUS[job.status].label}</Badge>
                      </CardHeader>
                      <CardContent>
                        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                          <Figure label="Last run" value={job.lastRunAt ? formatDateTime(job.lastRunAt) : '—'} />
                          <Figure label="Runs today" value={number.format(job.runsToday)} />
                          <Figure label="Failures today" value={number.format(job.failuresToday)} />
                        </dl>
                        {job.lastError && <p className="mt-2 text-sm text-red-700">Last error: {job.lastError}</p>}
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
              <h3 className="font-semibold">Last audit events</h3>
              {data.security.recentAudit.length === 0 ? (
                <p className="text-sm text-slate-500">No staff changes recorded yet.</p>
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
