import { Award, Calendar, Clock, Mail, MapPin, Star, Trophy, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { RichText } from '../../components/rich-text';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { HeroPhoto } from '../../features/home/components/hero-photo';
import { HomeFeed } from '../../features/home/components/home-feed';
import { SponsorsStrip } from '../../features/home/components/sponsors-strip';
import { SportsTeams } from '../../features/home/components/sports-teams';
import { useClubName } from '../../lib/club-identity';
import { type TextKey, t } from '../../lib/i18n';
import { paths } from '../../lib/paths';

// The form and its validation load after the page: they are not part of the first paint.
const ContactForm = lazy(() => import('../../features/contact/components/contact-form'));

/** How far below the screen the form starts loading: it is ready by the time the visitor scrolls to it. */
const LOAD_FORM_AHEAD = '800px';

/**
 * The contact form, drawn once the app runs the page and the visitor comes near it (it is at the foot of
 * the page: a visitor who reads the news never pays for its code). The server's HTML shows its
 * placeholder, so no form is on screen that could be sent before its code has arrived.
 */
function ContactFormWhenNear() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${LOAD_FORM_AHEAD} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const loading = <Spinner label={t('home.contact.loadingForm')} />;
  return near ? (
    <Suspense fallback={loading}>
      <ContactForm />
    </Suspense>
  ) : (
    <div ref={placeholder}>{loading}</div>
  );
}

const STATS = [
  { icon: Users, value: '500+', text: 'home.stats.members' },
  { icon: Trophy, value: '25+', text: 'home.stats.championships' },
  { icon: Calendar, value: '15+', text: 'home.stats.years' },
  { icon: Award, value: '8+', text: 'home.stats.sports' },
] as const;

const CONTACT_TOPICS = [
  'home.contact.topics.general',
  'home.contact.topics.membership',
  'home.contact.topics.youth',
  'home.contact.topics.trials',
  'home.contact.topics.facility',
  'home.contact.topics.sponsorship',
] as const satisfies readonly TextKey[];

export function HomePage() {
  const club = useClubName();
  return (
    <>
      <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
        <HeroPhoto />
        <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
          <div className="flex flex-col justify-center gap-6">
            <h1 className="text-4xl font-extrabold leading-tight sm:text-5xl">{t('home.hero.title', { club })}</h1>
            <p className="text-lg text-brand-100">{t('home.hero.intro')}</p>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to={paths.membership} variant="accent" size="lg">
                {t('home.hero.join')}
              </ButtonLink>
              <Button
                asChild
                variant="outline"
                size="lg"
                className="border-white/50 bg-transparent text-white hover:bg-white/10"
              >
                <Link to={paths.about}>{t('home.hero.learnMore')}</Link>
              </Button>
            </div>
            <p className="flex items-center gap-2 text-brand-100">
              <Star className="size-5 fill-accent text-accent" aria-hidden />
              <span>
                <RichText id="home.hero.rating" components={{ 0: <strong className="text-white" /> }} />
              </span>
            </p>
          </div>
          <ul className="grid grid-cols-2 gap-4 self-center">
            {STATS.map(({ icon: Icon, value, text }) => (
              <li key={text} className="rounded-xl bg-white/10 p-6 backdrop-blur">
                <Icon className="size-7 text-accent" aria-hidden />
                <p className="mt-3 text-3xl font-bold" dir="ltr">
                  {value}
                </p>
                <p className="text-brand-100">{t(text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <HomeFeed />
      <SportsTeams />
      <SponsorsStrip />

      <section id="contact" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
        <h2 className="text-3xl font-bold">{t('home.contact.title')}</h2>
        <p className="mt-2 text-slate-600">{t('home.contact.intro')}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          <Card>
            <CardHeader>
              <Clock className="size-6 text-brand-700" aria-hidden />
              <CardTitle>{t('home.contact.openingHours')}</CardTitle>
            </CardHeader>
            <CardContent className="text-slate-600">{t('home.contact.openingHoursText')}</CardContent>
          </Card>
          <Card>
            <CardHeader>
              <MapPin className="size-6 text-brand-700" aria-hidden />
              <CardTitle>{t('home.contact.visitUs')}</CardTitle>
            </CardHeader>
            <CardContent className="text-slate-600">{t('home.contact.visitUsText')}</CardContent>
          </Card>
          <Card>
            <CardHeader>
              <Mail className="size-6 text-brand-700" aria-hidden />
              <CardTitle>{t('home.contact.askUsAbout')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-wrap gap-2">
                {CONTACT_TOPICS.map((topic) => (
                  <li key={topic} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                    {t(topic)}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
        <Card className="mt-8">
          <CardHeader>
            <CardTitle>{t('home.contact.sendMessage')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ContactFormWhenNear />
          </CardContent>
        </Card>
      </section>
    </>
  );
}
