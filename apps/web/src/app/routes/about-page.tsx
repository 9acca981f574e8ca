import { Heart, Target, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useClubName } from '../../lib/club-identity';
import { t } from '../../lib/i18n';

const VALUES = [
  { icon: Target, id: 'mission' },
  { icon: Users, id: 'community' },
  { icon: Heart, id: 'values' },
] as const;

export function AboutPage() {
  const club = useClubName();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-12">
      <section>
        <h1 className="text-4xl font-bold">{t('pages.about.title', { club })}</h1>
        <p className="mt-4 text-lg text-slate-600">{t('pages.about.intro')}</p>
      </section>
      <section className="grid gap-6 md:grid-cols-3">
        {VALUES.map(({ icon: Icon, id }) => (
          <Card key={id}>
            <CardHeader>
              <Icon className="size-8 text-brand-700" aria-hidden />
              <CardTitle>{t(`pages.about.${id}.title`)}</CardTitle>
            </CardHeader>
            <CardContent className="text-slate-600">{t(`pages.about.${id}.text`)}</CardContent>
          </Card>
        ))}
      </section>
      <section>
        <h2 className="text-2xl font-semibold">{t('pages.about.story.title')}</h2>
        <p className="mt-3 text-slate-600">{t('pages.about.story.text')}</p>
      </section>
    </div>
  );
}
