import {
  ACADEMY_SPORTS,
  formatPhone,
  MEMBER_LIST_STATUSES,
  MEMBERSHIP_PLANS,
  type MemberListQuery,
  type MembershipRow,
} from '@club/shared';
import { ArrowLeft, Ban, BellRing, Download, FileUp, Link2, ScanLine, ScrollText, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { DataTable, EmptyState } from '../../../components/ui/data-table';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { FilterSelect, Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { formatMoney, t, translateMessage } from '../../../lib/i18n';
import { planLabel, statusLabel } from '../../../lib/membership-labels';
import { paths } from '../../../lib/paths';
import { sportLabel } from '../../../lib/sport-label';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type MemberFilters, memberQueryString, useMembers } from '../api/get-members';
import { useRemindMember } from '../api/remind-member';
import { type AccountLink, LinkAccountDialog } from '../components/link-account-dialog';
import { MembershipStatusBadge } from '../components/membership-status-badge';
import { VoidFeeDialog } from '../components/void-fee-dialog';
import { WaitingRenewals } from '../components/waiting-renewals';

export function MembersPage() {
  return (
    <AdminFrame moduleId="members" title={t('modules.members.title')}>
      <Members />
    </AdminFrame>
  );
}

type Choice<T extends string> = T | '';

/** Who has paid: a season's memberships, filtered by plan, status, atoll and a search, with each plan's figures. */
function Members() {
  const { can } = useAuth();
  const [season, setSeason] = useState<number | undefined>();
  const [plan, setPlan] = useState<Choice<NonNullable<MemberListQuery['plan']>>>('');
  const [sport, setSport] = useState<Choice<NonNullable<MemberListQuery['sport']>>>('');
  const [status, setStatus] = useState<Choice<NonNullable<MemberListQuery['status']>>>('');
  const [atoll, setAtoll] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedAtoll = useDebouncedValue(atoll.trim());
  const debouncedSearch = useDebouncedValue(search.trim());
  const filters: MemberFilters = {
    season,
    plan: plan || undefined,
    sport: sport || undefined,
    status: status || undefined,
    atoll: debouncedAtoll || undefined,
    search: debouncedSearch || undefined,
  };
  const list = useMembers({ ...filters, page });
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ButtonLink to={paths.dashboard} variant="outline" size="sm" icon={ArrowLeft}>
          {t('members.page.back')}
        </ButtonLink>
        <div className="flex flex-wrap gap-2">
          {can('members', 'create') && (
            <ButtonLink to={paths.admin.importMembers} variant="outline" icon={FileUp}>
              {t('members.page.importMembers')}
            </ButtonLink>
          )}
          <ButtonLink to={paths.admin.checkCard} variant="outline" icon={ScanLine}>
            {t('members.page.checkCard')}
          </ButtonLink>
        </div>
      </div>
      <WaitingRenewals />
      {list.data && (
        <section aria-label={t('members.page.plansHeading', { season: list.data.seasonLabel })}>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {MEMBERSHIP_PLANS.map((each) => {
              const figures = list.data.plans.find((row) => row.plan === each);
              return (
                <Card key={each}>
                  <CardContent className="p-4">
                    <p className="text-sm text-slate-600">{planLabel(each)}</p>
                    <p className="text-xl font-bold sm:text-2xl">
                      {t('members.page.paidOf', { paid: figures?.paid ?? 0, members: figures?.members ?? 0 })}
                    </p>
                    <p className="text-sm text-slate-600">
                      <bdi>{formatMoney(figures?.income ?? '0.00')}</bdi>
                    </p>
                  </CardContent>
                </Card>
              );
            })}
          </div>
        </section>
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <FormField id="members-season" label={t('members.page.season')}>
          <Select value={list.data?.season ?? ''} onChange={(event) => changed(setSeason)(Number(event.target.value))}>
            {list.data?.seasons.map((each) => (
              <option key={each.season} value={each.season}>
                {each.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="members-plan" label={t('members.page.plan')}>
          <FilterSelect
            all={t('members.page.allPlans')}
            values={MEMBERSHIP_PLANS}
            label={planLabel}
            value={plan}
            onChange={changed(setPlan)}
          />
        </FormField>
        <FormField id="members-sport" label={t('members.page.sport')}>
          <FilterSelect
            all={t('members.page.allSports')}
            values={ACADEMY_SPORTS}
            label={sportLabel}
            value={sport}
            onChange={changed(setSport)}
          />
        </FormField>
        <FormField id="members-status" label={t('members.page.status')}>
          <FilterSelect
            all={t('members.page.allStatuses')}
            values={MEMBER_LIST_STATUSES}
            label={statusLabel}
            value={status}
            onChange={changed(setStatus)}
          />
        </FormField>
        <TextField
          id="members-atoll"
          label={t('members.page.atoll')}
          value={atoll}
          onChange={(event) => changed(setAtoll)(event.target.value)}
        />
      </div>
      <SearchInput
        className="max-w-sm"
        label={t('members.page.search')}
        placeholder={t('members.page.searchPlaceholder')}
        value={search}
        onSearch={changed(setSearch)}
      />
      <MembershipTable list={list} filters={filters} onPage={setPage} />
    </>
  );
}

function MembershipTable({
  list,
  filters,
  onPage,
}: {
  list: ReturnType<typeof useMembers>;
  filters: MemberFilters;
  onPage: (page: number) => void;
}) {
  const { can } = useAuth();
  const mayLink = can('members', 'edit');
  const mayVoid = can('finance', 'approve');
  const remind = useRemindMember();
  const [linking, setLinking] = useState<{ row: MembershipRow; link: AccountLink } | null>(null);
  const [voiding, setVoiding] = useState<MembershipRow | null>(null);
  if (list.isError) return <p className="text-red-700">{t('members.page.failedToLoad')}</p>;
  if (!list.data) return <Spinner />;
  const { items, total, page, pageSize, season } = list.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t('members.page.count', { total })}</p>
        <Button asChild variant="outline">
          <a href={`/api/admin/members/export.csv?${memberQueryString({ ...filters, season })}`} download>
            <Download aria-hidden /> {t('members.page.exportCsv')}
          </a>
        </Button>
      </div>
      {items.length === 0 ? (
        <EmptyState>{t('members.page.none')}</EmptyState>
      ) : (
        <DataTable
          head={
            <>
              <th className="px-4 py-3 text-start font-medium">{t('members.page.memberNumber')}</th>
              <th className="px-4 py-3 text-start font-medium">{t('members.page.name')}</th>
              <th className="px-4 py-3 text-start font-medium">{t('members.page.atoll')}</th>
              <th className="px-4 py-3 text-start font-medium">{t('members.page.plan')}</th>
              <th className="px-4 py-3 text-start font-medium">{t('members.page.status')}</th>
              <th className="px-4 py-3 text-start font-medium">{t('members.page.seasonEnds')}</th>
              <th className="px-4 py-3 text-end font-medium">{t('members.page.paid')}</th>
              <th className="px-4 py-3 text-end font-medium">{t('members.page.actions')}</th>
            </>
          }
        >
          {items.map((row) => (
            <tr key={row.membershipId} className="border-t border-slate-100">
              <td className="whitespace-nowrap px-4 py-3 font-mono text-xs">
                <bdi>{row.memberNumber}</bdi>
              </td>
              <td className="px-4 py-3">
                <span className="font-medium">{row.fullName}</span>
                <span className="block text-xs text-slate-500">
                  <bdi>{formatPhone(row.mobileNumber)}</bdi>
                </span>
              </td>
              <td className="px-4 py-3">{row.atollIsland}</td>
              <td className="px-4 py-3">{planLabel(row.plan, row.sport)}</td>
              <td className="px-4 py-3">
                <MembershipStatusBadge status={row.status} />
              </td>
              <td className="whitespace-nowrap px-4 py-3">{formatDate(row.endsOn)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-end">
                {row.paidAmount ? (
                  <>
                    <bdi>{formatMoney(row.paidAmount)}</bdi>
                    <span className="block text-xs text-slate-500">{row.paidOn && formatDate(row.paidOn)}</span>
                    {row.paymentId && row.receiptNumber && (
                      <a
                        href={`/api/admin/members/payments/${encodeURIComponent(row.paymentId)}/receipt.pdf`}
                        target="_blank"
                        rel="noopener"
                        className="block text-xs font-medium text-brand-700 underline"
                      >
                        <bdi>{row.receiptNumber}</bdi>
                      </a>
                    )}
                  </>
                ) : (
                  <span className="text-slate-500">{t('members.page.due', { amount: formatMoney(row.amount) })}</span>
                )}
              </td>
              <td className="px-4 py-3 text-end">
                {/* A row's actions wrap inside their cell: none is pushed past the table's edge. */}
                <div className="flex flex-wrap justify-end gap-2">
                  <Button variant="outline" size="sm" asChild>
                    <Link
                      to={paths.admin.memberStatement(row.memberId)}
                      aria-label={t('members.page.statementLabel', { name: row.fullName })}
                    >
                      <ScrollText aria-hidden /> {t('members.page.statement')}
                    </Link>
                  </Button>
                  {mayLink && (row.hasAccount || row.hasGuardian) && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={remind.isPending}
                      aria-label={t('members.page.remindLabel', { name: row.fullName })}
                      onClick={() =>
                        remind.mutate(row.memberId, {
                          onSuccess: (result) => toast.success(translateMessage(result.message)),
                          onError: (error) =>
                            toast.error(t('common.toast.error'), { description: errorMessage(error) }),
                        })
                      }
                    >
                      <BellRing aria-hidden /> {t('members.page.remind')}
                    </Button>
                  )}
                  {mayVoid && row.paymentId && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('members.voidFee.label', {
                        receipt: row.receiptNumber ?? '',
                        name: row.fullName,
                      })}
                      onClick={() => setVoiding(row)}
                    >
                      <Ban aria-hidden /> {t('members.voidFee.button')}
                    </Button>
                  )}
                  {mayLink && !row.hasAccount && (
                    <>
                      <Button variant="outline" size="sm" onClick={() => setLinking({ row, link: 'account' })}>
                        <Link2 aria-hidden /> {t('members.page.linkAccount')}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('members.page.addGuardianLabel', { name: row.fullName })}
                        onClick={() => setLinking({ row, link: 'guardians' })}
                      >
                        <UserPlus aria-hidden /> {t('members.family.addGuardian')}
                      </Button>
                    </>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} onPage={onPage} />
      <LinkAccountDialog
        member={linking?.row ?? null}
        link={linking?.link}
        onOpenChange={(open) => !open && setLinking(null)}
      />
      <VoidFeeDialog membership={voiding} onOpenChange={(open) => !open && setVoiding(null)} />
    </div>
  );
}
