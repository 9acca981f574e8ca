import { FileDown, Lock } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { agmPackUrl, useFinancialYears } from '../api/financial-years';
import { useSaveLock } from '../api/save-lock';

/**
 * The pack the treasurer lays before the annual general meeting, for a financial year; after the meeting an
 * admin closes the year's books (the closed-period rule: nothing dated in it may change).
 */
export function AgmPack() {
  const { role } = useAuth();
  const years = useFinancialYears();
  const saveLock = useSaveLock();
  const [chosen, setChosen] = useState<number | null>(null);
  const [closing, setClosing] = useState(false);
  if (!years.data || years.data.length === 0) return null;
  const year = years.data.find((each) => each.season === chosen) ?? years.data[0];
  if (!year) return null;
  const close = () =>
    saveLock.mutate(year.endsOn, {
      onSuccess: () => {
        toast.success(t('finance.agmPack.closedToast', { year: year.label }));
        setClosing(false);
        void years.refetch();
      },
      onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
    });
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        <h2 className="text-lg font-semibold">{t('finance.agmPack.title')}</h2>
        <p className="text-sm text-slate-600">{t('finance.agmPack.intro')}</p>
        <div className="flex flex-wrap items-end gap-3">
          <FormField id="agm-year" label={t('finance.agmPack.year')}>
            <Select value={year.season} onChange={(event) => setChosen(Number(event.target.value))}>
              {years.data.map((each) => (
                <option key={each.season} value={each.season}>
                  {each.label}
                </option>
              ))}
            </Select>
          </FormField>
          <Button asChild>
            <a href={agmPackUrl(year.season)} target="_blank" rel="noopener">
              <FileDown aria-hidden /> {t('finance.agmPack.download', { year: year.label })}
            </a>
          </Button>
          {role === 'admin' && !year.closed && (
            <Button variant="outline" onClick={() => setClosing(true)}>
              <Lock aria-hidden /> {t('finance.agmPack.close', { year: year.label })}
            </Button>
          )}
        </div>
        <p className="text-sm" role="status">
          {year.closed
            ? t('finance.agmPack.isClosed', { year: year.label, day: formatDate(year.endsOn) })
            : t('finance.agmPack.isOpen', { year: year.label })}
        </p>
      </CardContent>
      <ConfirmDialog
        open={closing}
        title={t('finance.agmPack.close', { year: year.label })}
        message={t('finance.agmPack.closeConfirm', { day: formatDate(year.endsOn) })}
        confirmLabel={t('finance.agmPack.closeButton')}
        pending={saveLock.isPending}
        onConfirm={close}
        onOpenChange={setClosing}
      />
    </Card>
  );
}
