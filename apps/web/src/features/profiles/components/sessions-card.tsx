import { type ActiveSession, deviceOf } from '@club/shared';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { toast } from 'sonner';
import { Loaded } from '../../../components/page-state';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { t, translateMessage } from '../../../lib/i18n';
import { useEndSession } from '../api/end-session';
import { useMySessions } from '../api/get-my-sessions';

/** "Chrome on Android" from a browser's user agent, as people name their devices. */
function deviceName(userAgent: string | null) {
  const device = deviceOf(userAgent);
  return device ? t('profiles.sessions.device', device) : t('profiles.sessions.unknownDevice');
}

/** Where the person is signed in: each browser, this one marked; sign out one, or every other. */
export function SessionsCard() {
  const sessions = useMySessions();
  const end = useEndSession();
  const endOne = (which: string) =>
    end.mutate(which, {
      onSuccess: (result) => toast.success(translateMessage(result.message)),
      onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
    });
  const list = sessions.data?.sessions ?? [];
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">{t('profiles.sessions.title')}</CardTitle>
        <CardDescription>{t('profiles.sessions.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Loaded query={sessions} failed={t('profiles.sessions.failed')}>
          {() => (
            <ul className="flex flex-col gap-2">
              {list.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  pending={end.isPending}
                  onEnd={() => endOne(session.id)}
                />
              ))}
            </ul>
          )}
        </Loaded>
        {list.length > 1 && (
          <Button variant="outline" className="self-start" disabled={end.isPending} onClick={() => endOne('others')}>
            <LogOut aria-hidden /> {t('profiles.sessions.signOutOthers')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function SessionRow({ session, pending, onEnd }: { session: ActiveSession; pending: boolean; onEnd: () => void }) {
  const device = deviceName(session.userAgent);
  const lastSeen = formatDateTime(session.lastSeenAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3">
      <div className="flex min-w-0 items-start gap-3 text-sm">
        <MonitorSmartphone className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {device}
            {session.current && (
              <span className="ms-2 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-800">
                {t('profiles.sessions.thisDevice')}
              </span>
            )}
          </p>
          <p className="text-slate-600">
            {t('profiles.sessions.details', {
              address: session.ipAddress || '?',
              signedIn: formatDateTime(session.signedInAt),
              lastSeen,
            })}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={pending}
          aria-label={t('profiles.sessions.signOutLabel', { device, lastSeen })}
          onClick={onEnd}
        >
          <LogOut aria-hidden /> {t('profiles.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
