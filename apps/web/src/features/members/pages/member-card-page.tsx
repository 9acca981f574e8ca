import { ArrowLeft, ImagePlus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { QrCode } from '../../../components/qr-code';
import { Redirect } from '../../../components/redirect';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { inLanguage, useClubIdentity } from '../../../lib/club-identity';
import { formatDate } from '../../../lib/format';
import { t, translateMessage } from '../../../lib/i18n';
import { planLabel } from '../../../lib/membership-labels';
import { paths, signInThen } from '../../../lib/paths';
import { useCardPhoto } from '../api/card-photo';
import { useMyCard } from '../api/get-my-card';

/** The member's card on their phone: who, which plan, until when, and the QR a desk checks offline. */
export function MemberCardPage() {
  const identity = useClubIdentity();
  const club = inLanguage(identity.name);
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const memberId = params.get('member');
  const card = useMyCard(memberId);
  if (loading) return <Spinner />;
  if (!user) return <Redirect to={signInThen(paths.memberCardOf(memberId))} />;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <ButtonLink to={paths.dashboard} variant="outline" size="sm" className="self-start" icon={ArrowLeft}>
        {t('members.card.back')}
      </ButtonLink>
      <h1 className="text-3xl font-bold">
        {/* A guardian opens their child's card: named for the child. */}
        {memberId && card.data ? t('members.family.showCard', { name: card.data.fullName }) : t('members.card.title')}
      </h1>
      {card.isError ? (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {card.error instanceof ApiError && card.error.status === 404
            ? translateMessage(card.error.message)
            : t('members.card.failedToLoad')}
        </p>
      ) : !card.data ? (
        <Spinner />
      ) : (
        <article
          aria-labelledby="card-name"
          className="flex flex-col gap-5 rounded-2xl bg-brand-800 p-6 text-white shadow-lg"
        >
          <div className="flex items-start justify-between gap-3">
            {card.data.photoUrl && (
              <img
                src={card.data.photoUrl}
                alt={t('members.card.photoAlt', { name: card.data.fullName })}
                className="h-24 w-20 shrink-0 rounded-md bg-white object-cover"
              />
            )}
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 text-sm text-brand-100">
                {identity.logo && <img src={identity.logo.small} alt="" className="size-6" />}
                {club}
              </p>
              <p id="card-name" className="text-2xl font-bold">
                {card.data.fullName}
              </p>
            </div>
            {card.data.expired ? (
              <Badge variant="destructive">{t('members.card.expired')}</Badge>
            ) : (
              <Badge variant="success">{t('members.card.valid')}</Badge>
            )}
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-brand-100">{t('members.card.number')}</dt>
              <dd className="font-mono text-lg font-semibold">
                <bdi>{card.data.memberNumber}</bdi>
              </dd>
            </div>
            <div>
              <dt className="text-brand-100">{t('members.card.plan')}</dt>
              <dd className="text-lg font-semibold">{planLabel(card.data.plan, card.data.sport)}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-brand-100">{t('members.card.validUntil')}</dt>
              <dd className="text-lg font-semibold">
                {formatDate(card.data.endsOn)} (<bdi>{card.data.seasonLabel}</bdi>)
              </dd>
            </div>
          </dl>
          <div className="mx-auto w-full max-w-64 rounded-lg bg-white p-2">
            <QrCode text={card.data.code} label={t('members.card.qrLabel', { number: card.data.memberNumber })} />
          </div>
          <p className="text-center text-xs text-brand-100">{t('members.card.howToCheck')}</p>
        </article>
      )}
      {card.data && <CardPhoto memberId={memberId} hasPhoto={card.data.photoUrl !== null} />}
    </div>
  );
}

/** Adding, changing or removing the card's photo (the member's own, or their child's). */
function CardPhoto({ memberId, hasPhoto }: { memberId: string | null; hasPhoto: boolean }) {
  const photo = useCardPhoto(memberId);
  const input = useRef<HTMLInputElement>(null);
  const change = (file: File | null) =>
    photo.mutate(file, {
      onSuccess: () => toast.success(file ? t('members.card.photoSaved') : t('members.card.photoRemoved')),
      onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
    });
  return (
    <section aria-label={t('members.card.addPhoto')} className="flex flex-col gap-2 text-sm text-slate-600">
      <p>{t('members.card.photoHint')}</p>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) change(file);
          }}
        />
        <Button type="button" variant="outline" disabled={photo.isPending} onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden /> {hasPhoto ? t('members.card.changePhoto') : t('members.card.addPhoto')}
        </Button>
        {hasPhoto && (
          <Button type="button" variant="outline" disabled={photo.isPending} onClick={() => change(null)}>
            <Trash2 aria-hidden /> {t('members.card.removePhoto')}
          </Button>
        )}
      </div>
    </section>
  );
}
