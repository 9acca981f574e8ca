import { formatDateTime, t } from '../lib/i18n';
import { useKeptCopy } from '../lib/kept-copy';

/** While the screens show what the device kept (no network), every page says so and how old it is. */
export function KeptCopyBanner() {
  const kept = useKeptCopy();
  if (kept === null) return null;
  return (
    <p
      data-testid="kept-copy"
      className="border-b border-slate-300 bg-slate-100 px-4 py-2 text-center text-sm text-slate-800"
    >
      {t('common.page.keptCopy', { when: formatDateTime(kept) })}
    </p>
  );
}
