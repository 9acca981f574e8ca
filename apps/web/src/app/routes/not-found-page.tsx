import { Link } from 'react-router';
import { useNotFoundStatus } from '../../components/page-status';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  useNotFoundStatus();
  return (
    <div className="flex flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-5xl font-bold text-slate-800">404</h1>
      <p className="text-xl text-slate-600">{t('common.messages.notFound')}</p>
      <Link to={paths.home} className="text-brand-700 underline underline-offset-4 hover:text-brand-900">
        {t('common.page.returnHome')}
      </Link>
    </div>
  );
}
