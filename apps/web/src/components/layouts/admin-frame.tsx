import type { ModuleId } from '@club/shared';
import { AlertTriangle, ChevronRight, LayoutDashboard, LogOut } from 'lucide-react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { RoleBadge } from '../../components/ui/role-badge';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useSignOutAndLeave } from '../../lib/use-sign-out';
import { KeptCopyBanner } from '../kept-copy-banner';
import { LanguageSwitch } from '../language-switch';
import { Redirect } from '../redirect';
import { SecondFactorBanner } from '../second-factor-banner';
import { SkipLink } from '../skip-link';
import { ThaanaKeyboardToggle } from '../thaana-keyboard-toggle';

interface AdminFrameProps {
  moduleId: ModuleId;
  title: string;
  /** An extra breadcrumb between Dashboard and the page title. */
  extra?: { label: string; to: string };
  /**
   * The spec's own trail for this screen, "Admin > {label}" (Admin leading to the dashboard), instead of the
   * shared "Home > Dashboard > title" (the shop's and contributions' screens).
   */
  adminTrail?: string;
  /** Shown in the frame instead of redirecting to /dashboard when the user may not open the screen. */
  deniedMessage?: string;
  children: ReactNode;
}

/**
 * The frame of every staff screen. Redirects: no session -> /auth; below the module's minimum role
 * or without its view permission -> /dashboard. The API enforces the same rules on every request.
 */
export function AdminFrame({ moduleId, title, extra, adminTrail, deniedMessage, children }: AdminFrameProps) {
  const { user, role, profile, loading, canOpen, secondFactorSetupRequired } = useAuth();
  const { signOut, pending } = useSignOutAndLeave();
  const [actions, setActions] = useState<HTMLDivElement | null>(null);
  if (loading) return <Spinner />;
  if (!user) return <Redirect to={paths.auth} />;
  const allowed = canOpen(moduleId);
  if (!allowed && !deniedMessage) return <Redirect to={paths.dashboard} />;
  const crumbs = adminTrail
    ? [{ label: t('common.nav.admin'), to: paths.dashboard }]
    : [
        { label: t('common.nav.home'), to: paths.home },
        { label: t('common.nav.dashboard'), to: paths.dashboard },
        ...(extra ? [extra] : []),
      ];

  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <nav aria-label={t('common.nav.breadcrumb')}>
            <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
              {crumbs.map((crumb) => (
                <li key={crumb.to} className="flex items-center gap-1">
                  <Link to={crumb.to} className="hover:text-slate-900">
                    {crumb.label}
                  </Link>
                  <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
                </li>
              ))}
              <li aria-current="page" className="font-medium text-slate-900">
                {adminTrail ?? title}
              </li>
            </ol>
          </nav>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium">{profile?.fullName ?? user.email}</span>
            <LanguageSwitch className="border border-slate-300 hover:bg-slate-100" />
            <ThaanaKeyboardToggle className="hidden border border-slate-300 hover:bg-slate-100 md:inline-flex" />
            <RoleBadge role={role} name={profile?.roleName} label={profile?.roleDisplayName} />
            <ButtonLink to={paths.dashboard} variant="outline" size="sm" icon={LayoutDashboard}>
              {t('common.nav.dashboard')}
            </ButtonLink>
            <Button variant="outline" size="sm" onClick={() => void signOut()} disabled={pending}>
              <LogOut aria-hidden /> {t('common.nav.signOut')}
            </Button>
          </div>
        </div>
      </header>
      <KeptCopyBanner />
      <main id="main" tabIndex={-1} className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 focus:outline-none">
        {secondFactorSetupRequired ? (
          <SecondFactorBanner className="rounded-lg border" />
        ) : (
          // A guest is told how to reach more; a member is not asked to "upgrade" what they have paid for.
          role === 'guest' && (
            <Alert>
              <AlertTriangle aria-hidden />
              <p>{t('common.messages.limitedAccess')}</p>
            </Alert>
          )
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold sm:text-3xl">{title || t(`modules.${moduleId}.title`)}</h1>
          <div ref={setActions} className="flex flex-wrap gap-2 empty:hidden" />
        </div>
        {allowed ? (
          <PageActionsTarget.Provider value={actions}>{children}</PageActionsTarget.Provider>
        ) : (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-amber-900">{deniedMessage}</p>
        )}
      </main>
    </div>
  );
}

const PageActionsTarget = createContext<HTMLElement | null>(null);

/** The screen's main action (Add Event), drawn beside its title wherever the page renders it. */
export function PageAction({ children }: { children: ReactNode }) {
  const target = useContext(PageActionsTarget);
  return target ? createPortal(children, target) : null;
}
