import { Heart, Target, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

const VALUES = [
  {
    icon: Target,
    title: 'Our Mission',
    text: 'To give every islander, from the youngest academy player to our veterans, a place to train, compete and grow through sport.',
  },
  {
    icon: Users,
    title: 'Our Community',
    text: 'Members from Male, Hulhumale and the atolls share pitches, pools and courts, and the pride of wearing the club colours.',
  },
  {
    icon: Heart,
    title: 'Our Values',
    text: 'Respect, discipline and fair play, on the field and off it. We develop people as much as we develop athletes.',
  },
];

export function AboutPage() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-12">
      <section>
        <h1 className="text-4xl font-bold">About Maldives Sports Club</h1>
        <p className="mt-4 text-lg text-slate-600">
          Founded in 2010 by a group of friends who played football on the beaches of Male, the club has grown into a
          home for more than 500 members across eight sports. Our teams have brought home over 25 championships, and our
          academy trains the next generation of Maldivian athletes every afternoon of the week.
        </p>
      </section>
      <section className="grid gap-6 md:grid-cols-3">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardHeader>
              <Icon className="size-8 text-brand-700" aria-hidden />
              <CardTitle>{title}</CardTitle>
            </CardHeader>
            <CardContent className="text-slate-600">{text}</CardContent>
          </Card>
        ))}
      </section>
      <section>
        <h2 className="text-2xl font-semibold">Our Story</h2>
        <p className="mt-3 text-slate-600">
          What began as weekend matches grew into a registered club with senior, junior, youth and veterans teams. Today
          we compete in national leagues, host inter-atoll tournaments and run community programmes that bring sport to
          islands with few facilities. Everything we do is run by volunteers and an elected executive committee,
          accountable to our members at the annual general meeting.
        </p>
      </section>
    </div>
  );
}
