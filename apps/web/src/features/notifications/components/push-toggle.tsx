import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { currentSubscription, keepSubscribed, pushSupported, turnOffPush, turnOnPush } from '../../../lib/push';

type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

async function stateHere({ renew = false } = {}): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (renew) return (await keepSubscribed().catch(() => false)) ? 'on' : 'off';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

/**
 * Turns the club's notices on or off for this device: the browser asks the person's leave; a blocked or
 * unable browser is told what to do instead. `compact`: only the turn-on button, and nothing once they are on.
 */
export function PushToggle({ compact = false }: { compact?: boolean }) {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    // Shown: this browser's subscription, if any, is given again to this sign-in.
    stateHere({ renew: true }).then((found) => live && setState(found));
    return () => {
      live = false;
    };
  }, []);
  if (state === null) return null;
  if (compact && state !== 'off') return null;

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        const permission = await turnOnPush();
        if (permission === 'granted') toast.success(t('profiles.push.turnedOn'));
        else if (permission === 'denied') toast.error(t('profiles.push.blocked'));
      } else {
        await turnOffPush();
        toast.success(t('profiles.push.turnedOff'));
      }
    } catch (error) {
      // The club's answer, in the page's language; else (turning on) the browser's push service failed, whose own
      // reason ("Registration failed - permission denied") would mislead.
      if (error instanceof ApiError || !on) toast.error(t('common.toast.error'), { description: errorMessage(error) });
      else toast.error(t('profiles.push.failed'));
    } finally {
      setState(await stateHere());
      setBusy(false);
    }
  };

  if (compact)
    return (
      <Button variant="outline" size="sm" className="self-start" disabled={busy} onClick={() => change(true)}>
        <Bell aria-hidden /> {t('profiles.push.tellMeToo')}
      </Button>
    );
  return (
    <div className="flex flex-col items-start gap-3 text-sm">
      <p role="status">
        {state === 'on'
          ? t('profiles.push.on')
          : state === 'off'
            ? t('profiles.push.off')
            : state === 'blocked'
              ? t('profiles.push.blocked')
              : t('profiles.push.unsupported')}
      </p>
      {state === 'on' ? (
        <Button variant="outline" disabled={busy} onClick={() => change(false)}>
          <BellOff aria-hidden /> {t('profiles.push.turnOff')}
        </Button>
      ) : state === 'off' ? (
        <Button disabled={busy} onClick={() => change(true)}>
          <Bell aria-hidden /> {t('profiles.push.turnOn')}
        </Button>
      ) : null}
    </div>
  );
}
