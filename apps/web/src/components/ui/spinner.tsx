import { Loader2 } from 'lucide-react';
import { t } from '../../lib/i18n';

export const Spinner = ({ label = t('common.page.loading') }: { label?: string }) => (
  <div className="flex items-center justify-center gap-2 py-16 text-slate-500" role="status">
    <Loader2 className="size-5 animate-spin" aria-hidden />
    <span>{label}</span>
  </div>
);
