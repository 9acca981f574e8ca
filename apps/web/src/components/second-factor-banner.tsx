import { SECOND_FACTOR_MESSAGES } from '@club/shared';
import { ShieldAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { t, translateMessage } from '../lib/i18n';
import { paths } from '../lib/paths';

/** Until a held account sets up its second factor, every page says so and where to do it. */
export function SecondFactorBanner({ className }: { className?: string }) {
  const { secondFactorSetupRequired } = useAuth();
  const { pathname } = useLocation();
  if (!secondFactorSetupRequired) return null;
  return (
    <div className={cn('border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900', className)}>
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        <ShieldAlert className="size-5 shrink-0" aria-hidden />
        <span>{translateMessage(SECOND_FACTOR_MESSAGES.setUpFirst)}</span>
        {pathname !== paths.profile && (
          <Link to={`${paths.profile}#two-step`} className="font-semibold underline underline-offset-2">
            {t('common.secondFactor.setUpLink')}
          </Link>
        )}
      </p>
    </div>
  );
}
