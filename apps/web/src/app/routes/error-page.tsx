import { useErrorStatus } from '../../components/page-status';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/**
 * What a page that failed to draw shows instead of the router's own report (which names the code's files and
 * lines): a plain word and a reload, which also fetches the portal's newest version after an update.
 */
export function ErrorPage() {
  useErrorStatus();
  return (
    <div className="flex flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-800">{t('common.messages.pageFailed')}</h1>
      <p className="text-lg text-slate-600">{t('common.messages.pageFailedHint')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button type="button" onClick={() => window.location.reload()}>
          {t('common.messages.reload')}
        </Button>
        <Button asChild variant="outline">
          <a href={paths.home}>{t('common.page.returnHome')}</a>
        </Button>
      </div>
    </div>
  );
}
