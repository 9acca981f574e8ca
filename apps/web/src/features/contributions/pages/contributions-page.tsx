import { toCents } from '@club/shared';
import { HandHeart, Heart, Target, Users } from 'lucide-react';
import { useState } from 'react';
import { RichText } from '../../../components/rich-text';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { UserText } from '../../../components/ui/user-text';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { formatMoney, ltr, t } from '../../../lib/i18n';
import { useActiveTypes } from '../api/get-active-types';
import { useContributionSummary } from '../api/get-contribution-summary';
import { useMyContributions } from '../api/get-my-contributions';
import { ContributionDialog } from '../components/contribution-dialog';
import { MonthlyContributionsChart } from '../components/monthly-chart';

/** Progress toward the goal, in whole percent (capped at 100), from integer cents. */
const percentOf = (total: string, goal: string) => {
  const goalCents = toCents(goal);
  if (goalCents === 0n) return 0;
  return Math.min(100, Number((toCents(total) * 100n) / goalCents));
};

export function ContributionsPage() {
  const { user } = useAuth();
  const summary = useContributionSummary();
  const types = useActiveTypes();
  const mine = useMyContributions(!!user);
  const [dialog, setDialog] = useState<{ open: boolean; typeId: string | null }>({ open: false, typeId: null });
  const [lastReference, setLastReference] = useState<string | null>(null);
  const open = (typeId: string | null) => setDialog({ open: true, typeId });
  const percent = summary.data ? percentOf(summary.data.totalAmount, summary.data.goal) : 0;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-12">
      <header className="flex flex-col items-start gap-4 rounded-2xl bg-brand-900 px-6 py-10 text-white">
        <h1 className="text-4xl font-bold">{t('contributions.title')}</h1>
        <p className="max-w-2xl text-brand-50">{t('contributions.intro')}</p>
        <Button
          variant="outline"
          className="border-white bg-white text-brand-900 hover:bg-brand-50"
          disabled={!types.data?.length}
          onClick={() => open(null)}
        >
          <Heart aria-hidden /> {t('contributions.make')}
        </Button>
        {types.isError && <p className="text-red-200">{t('contributions.typesFailed')}</p>}
      </header>

      {lastReference && (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          <RichText
            id="contributions.thanksReference"
            values={{ reference: lastReference }}
            components={{ 0: <bdi dir="ltr" className="font-mono font-bold" /> }}
          />
        </p>
      )}

      <section aria-labelledby="stats-heading" className="flex flex-col gap-4">
        <h2 id="stats-heading" className="text-2xl font-semibold">
          {t('contributions.progress')}
        </h2>
        {!summary.data ? (
          <Spinner />
        ) : (
          <>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <StatCard
                label={t('contributions.totalRaised')}
                value={formatMoney(summary.data.totalAmount)}
                icon={HandHeart}
              />
              <StatCard label={t('contributions.contributions')} value={summary.data.totalCount} icon={Users} />
              <StatCard label={t('contributions.goal')} value={formatMoney(summary.data.goal)} icon={Target} />
            </div>
            <div className="flex flex-col gap-1">
              <div className="flex justify-between text-sm">
                <span>{t('contributions.progressTowardGoal')}</span>
                <span className="font-semibold" dir="ltr">
                  {percent}%
                </span>
              </div>
              <ProgressBar value={percent / 100} label={t('contributions.progressLabel')} className="h-3" />
            </div>
            <Card>
              <CardContent className="pt-6">
                <MonthlyContributionsChart monthly={summary.data.monthly} />
              </CardContent>
            </Card>
          </>
        )}
      </section>

      <section aria-labelledby="ways-heading" className="flex flex-col gap-4">
        <h2 id="ways-heading" className="text-2xl font-semibold">
          {t('contributions.ways')}
        </h2>
        {types.data && types.data.length === 0 && <p className="text-slate-500">{t('contributions.noTypes')}</p>}
        <ul className="grid gap-4 md:grid-cols-3">
          {types.data?.map((type) => (
            <li key={type.id}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <CardTitle className="text-base" dir="auto">
                    {type.name}
                  </CardTitle>
                  {type.description && <CardDescription dir="auto">{type.description}</CardDescription>}
                </CardHeader>
                <CardContent className="mt-auto flex items-center justify-between gap-2">
                  <span className="text-sm text-slate-600">
                    {type.suggestedAmount
                      ? t('contributions.suggested', { amount: ltr(formatMoney(type.suggestedAmount)) })
                      : t('contributions.anyAmount')}
                  </span>
                  <Button
                    size="sm"
                    onClick={() => open(type.id)}
                    aria-label={t('contributions.contributeTo', { name: type.name })}
                  >
                    {t('contributions.contribute')}
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="recent-heading">
          <Card className="h-full">
            <CardHeader>
              <CardTitle id="recent-heading">{t('contributions.recent')}</CardTitle>
            </CardHeader>
            <CardContent>
              {!summary.data ? (
                <Spinner />
              ) : summary.data.recent.length === 0 ? (
                <p className="text-sm text-slate-500">{t('contributions.beFirst')}</p>
              ) : (
                <ul className="flex flex-col divide-y divide-slate-200">
                  {summary.data.recent.map((c) => (
                    <li key={c.id} className="flex items-start justify-between gap-3 py-2">
                      <div className="min-w-0">
                        <UserText className="font-medium">{c.contributorName}</UserText>
                        <p className="text-xs text-slate-500">
                          <bdi>{c.typeName}</bdi> · {formatDate(c.createdAt)}
                        </p>
                        {c.message && (
                          <p className="text-sm text-slate-600" dir="auto">
                            “{c.message}”
                          </p>
                        )}
                      </div>
                      <span className="shrink-0 font-semibold" dir="ltr">
                        {formatMoney(c.amount)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </section>
        {user && (
          <section aria-labelledby="mine-heading">
            <Card className="h-full">
              <CardHeader>
                <CardTitle id="mine-heading">{t('contributions.mine')}</CardTitle>
              </CardHeader>
              <CardContent>
                {!mine.data ? (
                  <Spinner />
                ) : mine.data.length === 0 ? (
                  <p className="text-sm text-slate-500">{t('contributions.noneYet')}</p>
                ) : (
                  <ul className="flex flex-col divide-y divide-slate-200">
                    {mine.data.map((c) => (
                      <li key={c.id} className="flex items-center justify-between gap-3 py-2">
                        <div>
                          <p className="font-medium" dir="ltr">
                            {formatMoney(c.amount)}
                          </p>
                          <p className="text-xs text-slate-500">
                            <bdi>{c.typeName}</bdi> · {formatDate(c.createdAt)} ·{' '}
                            <bdi dir="ltr">{c.paymentReference}</bdi>
                            {c.receiptNumber
                              ? ` · ${t('contributions.receipt', { number: ltr(c.receiptNumber) })}`
                              : ''}
                          </p>
                        </div>
                        <Badge
                          variant={
                            c.status === 'completed' ? 'default' : c.status === 'pending' ? 'outline' : 'destructive'
                          }
                        >
                          {t(`common.contributionStatus.${c.status}`)}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </section>
        )}
      </div>

      {types.data && summary.data && (
        <ContributionDialog
          open={dialog.open}
          onOpenChange={(next) => setDialog((d) => ({ ...d, open: next }))}
          types={types.data}
          initialTypeId={dialog.typeId}
          bankAccount={summary.data.bankAccount}
          onDone={setLastReference}
        />
      )}
    </div>
  );
}
