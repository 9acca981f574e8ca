import { useClubName } from '../../lib/club-identity';
import { t } from '../../lib/i18n';

const TERMS = ['eligibility', 'information', 'fees', 'conduct', 'safety', 'changes'] as const;

export function TermsPage() {
  const club = useClubName();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <h1 className="text-4xl font-bold">{t('pages.terms.title')}</h1>
      <p className="text-slate-600">{t('pages.terms.intro', { club })}</p>
      <ol className="flex list-decimal flex-col gap-4 ps-5">
        {TERMS.map((term) => (
          <li key={term}>
            <h2 className="font-semibold">{t(`pages.terms.${term}.title`)}</h2>
            <p className="text-slate-700">{t(`pages.terms.${term}.text`)}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
