import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { t } from '../../../lib/i18n';
import { PushToggle } from './push-toggle';

/** On the profile: the club's notices on this device, on or off. */
export function PushCard() {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">{t('profiles.push.title')}</CardTitle>
        <CardDescription>{t('profiles.push.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <PushToggle />
      </CardContent>
    </Card>
  );
}
