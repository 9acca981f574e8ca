import { CloudOff } from 'lucide-react';
import { cn } from '../lib/cn';
import { formatDateTime, t } from '../lib/i18n';
import { useKeptCopy } from '../lib/kept-copy';

/** While the screens show what the device kept (no network), every page says so and how old it is. */
export function KeptCopyBanner({ className }: { className?: string }) {
  const kept = useKeptCopy();
  if (kept === null) return null;
  return (
    <p
      data-testid="kept-copy"
      className={cn(
        'flex items-center justify-center gap-2 border-b border-slate-300 bg-slate-100 px-4 py-2 text-sm text-slate-800',
        className,
      )}
    >
      <CloudOff className="size-4 shrink-0" aria-hidden />
      <span>{t('common.page.keptCopy', { when: formatDateTime(kept) })}</span>
    </p>
  );
}
