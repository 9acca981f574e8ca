import { ACTIONS, formatPhone, isExecutiveLevel } from '@club/shared';
import { AlertTriangle, ArrowLeft, Package, UserPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Redirect } from '../../../components/redirect';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/data-table';
import { RoleBadge, roleDescription } from '../../../components/ui/role-badge';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { ModuleIcon } from '../components/module-icon';

/** Modules the public site shows to everyone: a tile that would only let someone view them again is left out. */
const SHOWN_ON_THE_PUBLIC_SITE = new Set(['teams', 'gallery', 'sponsors', 'committee']);

/**
 * The member dashboard; `membership` shows the viewer's own membership (the members module's), `sharedFolders`
 * the documents the club shares with them (the archive's). `belongsToClub`: the person is a member or a
 * guardian of one (their membership leads the page; nobody who belongs is told to "upgrade").
 */
export function DashboardPage({
  membership,
  sharedFolders,
  belongsToClub,
}: {
  membership: ReactNode;
  sharedFolders: ReactNode;
  belongsToClub: boolean;
}) {
  const { user, role, profile, loading, modules, can, secondFactorSetupRequired } = useAuth();
  if (loading) return <Spinner />;
  if (!user) return <Redirect to={paths.auth} />;
  // Staff see every tool they hold; others see a tool only where they can do more than look at what the public
  // site already shows (a member proposing news, say), not "Team Management" with a lone View.
  const tools = isExecutiveLevel(role)
    ? modules
    : modules.filter(
        (module) =>
          !SHOWN_ON_THE_PUBLIC_SITE.has(module.id) ||
          ACTIONS.some((action) => action !== 'view' && can(module.id, action)),
      );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('modules.dashboard.title')}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
            <RoleBadge role={role} name={profile?.roleName} label={profile?.roleDisplayName} />{' '}
            {roleDescription(role, profile?.roleName, profile?.roleDescription)}
          </p>
        </div>
        <ButtonLink to={paths.home} variant="outline" icon={ArrowLeft}>
          {t('modules.dashboard.backToWebsite')}
        </ButtonLink>
      </div>

      {/* A role held for its second factor says so above every page (SecondFactorBanner), not "limited access". */}
      {role === 'guest' && !belongsToClub && !secondFactorSetupRequired && (
        <Alert>
          <AlertTriangle aria-hidden />
          <div className="flex flex-col items-start gap-2">
            <p>{t('common.messages.limitedAccess')}</p>
            <ButtonLink to={paths.membership} size="sm">
              {t('modules.dashboard.becomeMember')}
            </ButtonLink>
          </div>
        </Alert>
      )}

      {membership}

      {sharedFolders}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_18rem]">
        {/* Someone who belongs to the club and holds no tool is shown their membership, not an empty toolbox. */}
        {(tools.length > 0 || !belongsToClub || isExecutiveLevel(role)) && (
          <section aria-labelledby="modules-heading">
            <h2 id="modules-heading" className="mb-3 text-xl font-semibold">
              {t('modules.dashboard.modules')}
            </h2>
            {tools.length === 0 ? (
              <EmptyState>{t('modules.noModules')}</EmptyState>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {tools.map((module) => (
                  <li key={module.id}>
                    <Link
                      to={module.path}
                      className="block h-full rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                    >
                      <Card className="h-full transition-shadow hover:shadow-md">
                        <CardHeader>
                          <div className="flex items-center gap-3">
                            <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
                              <ModuleIcon name={module.icon} className="size-5" />
                            </span>
                            <CardTitle className="text-base">{t(`modules.${module.id}.title`)}</CardTitle>
                          </div>
                          <CardDescription>{t(`modules.${module.id}.description`)}</CardDescription>
                        </CardHeader>
                        <CardContent className="flex flex-wrap gap-1.5">
                          {ACTIONS.filter((action) => can(module.id, action)).map((action) => (
                            <Badge key={action} variant="outline">
                              {t(`modules.actions.${action}`)}
                            </Badge>
                          ))}
                        </CardContent>
                      </Card>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        <aside aria-labelledby="profile-heading" className="lg:col-start-2">
          <Card>
            <CardHeader>
              <CardTitle id="profile-heading">{t('modules.dashboard.profile')}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3 text-sm">
              <div>
                <div className="text-slate-500">{t('modules.dashboard.name')}</div>
                <div className="font-medium">{profile?.fullName ?? '—'}</div>
              </div>
              <div>
                <div className="text-slate-500">{t('modules.dashboard.email')}</div>
                <div className="font-medium break-all" dir="ltr">
                  {user.email}
                </div>
              </div>
              <div>
                <div className="text-slate-500">{t('modules.dashboard.phone')}</div>
                <div className="font-medium">
                  {profile?.phone ? <bdi dir="ltr">{formatPhone(profile.phone)}</bdi> : '—'}
                </div>
              </div>
              <ButtonLink to={paths.profile} variant="outline" className="mt-2" icon={UserPen}>
                {t('modules.dashboard.editProfile')}
              </ButtonLink>
              <ButtonLink to={paths.orders} variant="outline" icon={Package}>
                {t('modules.dashboard.myOrders')}
              </ButtonLink>
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}
