import type { Sponsor } from '@club/shared';
import { Building2, CalendarPlus, CheckCircle2, ExternalLink, Wallet } from 'lucide-react';
import { AdminList, RecordCard } from '../../../components/admin-list';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { StoredImage } from '../../../components/stored-image';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { RowActions } from '../../../components/ui/row-actions';
import { StatCard } from '../../../components/ui/stat-card';
import { useAuth } from '../../../lib/auth';
import { formatMoney, t } from '../../../lib/i18n';
import { deleteById, useListPage } from '../../../lib/use-list-page';
import { useDeleteSponsor } from '../api/delete-sponsor';
import { useAdminSponsors } from '../api/get-admin-sponsors';
import { SponsorFormDialog } from '../components/sponsor-form-dialog';

export function SponsorsPage() {
  return (
    <AdminFrame moduleId="sponsors" title={t('sponsors.sponsorsPage.sponsorsPartners')}>
      <Sponsors />
    </AdminFrame>
  );
}

function Sponsors() {
  const { can } = useAuth();
  const list = useListPage<Sponsor>({
    ...deleteById(useDeleteSponsor()),
    success: 'Sponsor deleted successfully',
    failure: 'Failed to delete sponsor',
  });
  const sponsors = useAdminSponsors(list.query);
  return (
    <AdminList
      list={list}
      result={sponsors}
      failed={t('sponsors.sponsorsPage.failedToLoadSponsors')}
      above={({ stats }) => (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label={t('sponsors.sponsorsPage.totalSponsors')} value={stats.total} icon={Building2} />
          <StatCard label={t('sponsors.sponsorsPage.activeSponsors')} value={stats.active} icon={CheckCircle2} />
          <StatCard label={t('sponsors.sponsorsPage.totalValue')} value={formatMoney(stats.totalValue)} icon={Wallet} />
          <StatCard label={t('sponsors.sponsorsPage.thisYear')} value={stats.thisYear} icon={CalendarPlus} />
        </div>
      )}
      search={{
        label: t('sponsors.sponsorsPage.searchSponsors'),
        placeholder: t('sponsors.sponsorsPage.searchByCompanyOr'),
      }}
      add={can('sponsors', 'create') ? t('sponsors.sponsorsPage.addSponsor') : null}
      empty={{ none: t('sponsors.sponsorsPage.noSponsorsYet') }}
      deletion={{
        title: t('sponsors.sponsorsPage.deleteSponsor'),
        message: (sponsor) => t('sponsors.sponsorsPage.areYouSureYou', { value0: sponsor.name }),
      }}
      dialogs={<SponsorFormDialog sponsor={list.editor.record} {...list.editor.dialog} />}
    >
      {(items) => (
        <ul className="flex flex-col gap-3">
          {items.map((sponsor) => (
            <li key={sponsor.id}>
              <RecordCard
                align="center"
                actions={
                  <>
                    {sponsor.websiteUrl && (
                      <Button asChild variant="outline" size="sm">
                        <a href={sponsor.websiteUrl} target="_blank" rel="noopener noreferrer">
                          <ExternalLink aria-hidden /> {t('sponsors.sponsorsPage.visit')}
                        </a>
                      </Button>
                    )}
                    <RowActions
                      label={sponsor.name}
                      canEdit={can('sponsors', 'edit')}
                      onEdit={() => list.editor.open(sponsor)}
                      canDelete={can('sponsors', 'delete')}
                      onDelete={() => list.deletion.ask(sponsor)}
                    />
                  </>
                }
              >
                <div className="flex items-center gap-3">
                  <StoredImage
                    src={sponsor.logoUrl}
                    sizes="48px"
                    className="size-12 rounded-md object-contain"
                    hideBroken
                  />
                  <div>
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="font-semibold">{sponsor.name}</h2>
                      {sponsor.sponsorshipType && <Badge variant="secondary">{sponsor.sponsorshipType}</Badge>}
                      <Badge variant={sponsor.isActive ? 'default' : 'outline'}>
                        {sponsor.isActive ? t('sponsors.sponsorsPage.active') : t('sponsors.sponsorsPage.inactive')}
                      </Badge>
                    </div>
                    <p className="text-sm text-slate-600">
                      {sponsor.sponsorshipAmount
                        ? formatMoney(sponsor.sponsorshipAmount)
                        : t('sponsors.sponsorsPage.noAmount')}
                      {sponsor.contactPerson ? ` · ${sponsor.contactPerson}` : ''}
                      {sponsor.contactEmail ? ` · ${sponsor.contactEmail}` : ''}
                    </p>
                  </div>
                </div>
              </RecordCard>
            </li>
          ))}
        </ul>
      )}
    </AdminList>
  );
}
