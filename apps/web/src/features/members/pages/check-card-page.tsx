import { type CardVerdict, canVerifyMemberCards, clubToday, verifyMemberCard, type WithdrawnCards } from '@club/shared';
import { Camera, CheckCircle2, CircleAlert, CircleX } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { formatDate } from '../../../lib/format';
import { formatDateTime, t } from '../../../lib/i18n';
import { planLabel } from '../../../lib/membership-labels';
import { memberCardKey } from '../api/card-key';
import { keptWithdrawnCards, refreshWithdrawnCards } from '../api/withdrawn-cards';

/** How often an online desk fetches the list of withdrawn cards again. */
const WITHDRAWN_REFRESH_MS = 5 * 60 * 1000;

export function CheckCardPage() {
  return (
    <AdminFrame moduleId="members" title={t('members.check.title')}>
      <CheckCard />
    </AdminFrame>
  );
}

/** Reads a QR code from the camera's current frame, or null when it sees none. */
type QrReader = (video: HTMLVideoElement) => Promise<string | null>;

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/**
 * The browser's own QR reader where it has one (Chrome on Android, for one); elsewhere (Safari, Firefox,
 * desktop Linux) jsQR in script, loaded with this screen so that scanning works offline too.
 */
async function qrReader(): Promise<QrReader> {
  const Native = (globalThis as { BarcodeDetector?: new (options: { formats: string[] }) => Detector }).BarcodeDetector;
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** A desk checks a member card: scanned or typed, verified here with the club's key, no server asked. */
function CheckCard() {
  const [code, setCode] = useState('');
  const [result, setResult] = useState<CardVerdict | null>(null);
  const [keyState, setKeyState] = useState<'loading' | 'kept' | 'failed'>('loading');
  const [unsupported, setUnsupported] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  // Known once the app runs (the server draws this screen without a camera): the first draw matches it.
  const [reader, setReader] = useState<QrReader | null>(null);
  const key = useRef<Promise<string> | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [withdrawn, setWithdrawn] = useState<WithdrawnCards | null>(null);

  // The list of withdrawn cards: kept from the last time the desk was online, fetched again whenever it is.
  useEffect(() => {
    setWithdrawn(keptWithdrawnCards());
    const refresh = () => {
      if (navigator.onLine) void refreshWithdrawnCards().then(setWithdrawn);
    };
    refresh();
    const timer = setInterval(refresh, WITHDRAWN_REFRESH_MS);
    window.addEventListener('online', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', refresh);
    };
  }, []);

  useEffect(() => {
    key.current = memberCardKey();
    key.current.then(
      () => setKeyState('kept'),
      () => setKeyState('failed'),
    );
    void canVerifyMemberCards().then((can) => setUnsupported(!can));
    if ('mediaDevices' in navigator)
      qrReader().then(
        (read) => setReader(() => read),
        () => setReader(null),
      );
  }, []);

  const check = useCallback(
    async (text: string) => {
      try {
        const publicKey = await (key.current ?? memberCardKey());
        setResult(await verifyMemberCard(text, publicKey, clubToday(), new Set(withdrawn?.fingerprints ?? [])));
      } catch {
        setKeyState('failed');
      }
    },
    [withdrawn],
  );

  useEffect(() => {
    if (!scanning || !reader) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    const stop = () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const look = async () => {
      if (stopped || !video.current) return;
      const found = await reader(video.current).catch(() => null);
      if (found) {
        setCode(found);
        setScanning(false);
        await check(found);
        return;
      }
      setTimeout(look, 200);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return stop();
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() => {
        setScanning(false);
        setCameraFailed(true);
      });
    return stop;
  }, [scanning, reader, check]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(code);
  };

  return (
    <div className="flex max-w-xl flex-col gap-6">
      <p className="text-slate-600">{t('members.check.explained')}</p>
      <p className="text-sm text-slate-600" data-testid="withdrawn-list-age">
        {withdrawn
          ? t('members.check.withdrawnListAsOf', { dateTime: formatDateTime(withdrawn.asOf) })
          : t('members.check.noWithdrawnList')}
      </p>
      {unsupported ? (
        <p className="text-red-700">{t('members.check.unsupported')}</p>
      ) : keyState === 'failed' ? (
        <p className="text-red-700">{t('members.check.noKey')}</p>
      ) : (
        keyState === 'kept' && <p className="text-sm text-emerald-800">{t('members.check.keyKept')}</p>
      )}
      {reader && (
        <div className="flex flex-col gap-3">
          <Button
            type="button"
            variant="outline"
            className="self-start"
            onClick={() => {
              setCameraFailed(false);
              setScanning(!scanning);
            }}
          >
            <Camera aria-hidden /> {scanning ? t('members.check.stopCamera') : t('members.check.scan')}
          </Button>
          {cameraFailed && <p className="text-red-700">{t('members.check.noCamera')}</p>}
          {scanning && (
            <video
              ref={video}
              className="w-full max-w-sm rounded-md bg-black"
              playsInline
              muted
              aria-label={t('members.check.cameraLabel')}
            />
          )}
        </div>
      )}
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <FormField id="card-code" label={t('members.check.code')}>
          <Textarea
            rows={3}
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setResult(null);
            }}
          />
        </FormField>
        <Button type="submit" className="self-start" disabled={code.trim() === ''}>
          {t('members.check.check')}
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {result && <Verdict result={result} />}
      </div>
    </div>
  );
}

function Verdict({ result }: { result: CardVerdict }) {
  if (result.verdict === 'invalid')
    return (
      <div className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <CircleX className="size-6 shrink-0" aria-hidden />
        <p className="font-semibold">{t('members.check.invalid')}</p>
      </div>
    );
  if (result.verdict === 'withdrawn')
    return (
      <div className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <CircleX className="size-6 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">{t('members.check.withdrawn')}</p>
          <p className="text-lg font-bold">{result.claims.fullName}</p>
          <p>
            <bdi className="font-mono">{result.claims.memberNumber}</bdi>
          </p>
        </div>
      </div>
    );
  const { claims } = result;
  const valid = result.verdict === 'valid';
  return (
    <div
      className={`flex items-start gap-3 rounded-lg border p-4 ${valid ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
    >
      {valid ? (
        <CheckCircle2 className="size-6 shrink-0" aria-hidden />
      ) : (
        <CircleAlert className="size-6 shrink-0" aria-hidden />
      )}
      <div>
        <p className="font-semibold">{valid ? t('members.check.valid') : t('members.check.expired')}</p>
        <p className="text-lg font-bold">{claims.fullName}</p>
        <p>
          <bdi className="font-mono">{claims.memberNumber}</bdi> · {planLabel(claims.plan)} ·{' '}
          {t('members.check.until', { date: formatDate(claims.endsOn) })}
        </p>
      </div>
    </div>
  );
}
