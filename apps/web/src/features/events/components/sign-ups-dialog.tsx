import type { ClubEvent } from '@club/shared';
import { TitledDialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useSignUps } from '../api/get-sign-ups';

/** Who has a place at the event and who waits, in queue order, for its organisers. */
export function SignUpsDialog({
  event,
  onOpenChange,
}: {
  event: ClubEvent | null;
  onOpenChange: (open: boolean) => void;
}) {
  const list = useSignUps(event?.id ?? null);
  const registered = list.data?.filter((each) => each.status === 'registered') ?? [];
  const waiting = list.data?.filter((each) => each.status === 'waiting') ?? [];
  return (
    <TitledDialog
      open={event !== null}
      onOpenChange={onOpenChange}
      title={t('events.signUps.title', { event: event?.title ?? '' })}
      description={t('events.signUps.summary', { registered: registered.length, waiting: waiting.length })}
      className="max-h-[90vh] overflow-y-auto"
    >
      {!list.data ? (
        <Spinner />
      ) : (
        [
          [t('events.signUps.registered'), registered],
          [t('events.signUps.waiting'), waiting],
        ].map(([heading, people]) =>
          typeof heading === 'string' && Array.isArray(people) && people.length > 0 ? (
            <section key={heading} className="flex flex-col gap-1">
              <h3 className="text-sm font-semibold">{heading}</h3>
              <ol className="list-decimal ps-6 text-sm">
                {people.map((person) => (
                  <li key={person.email}>
                    <bdi>{person.name}</bdi> · <bdi dir="ltr">{person.email}</bdi>{' '}
                    <span className="text-slate-600">({formatDateTime(person.since)})</span>
                    {person.fee && <> · {t(`events.signUps.fee.${person.fee}`)}</>}
                  </li>
                ))}
              </ol>
            </section>
          ) : null,
        )
      )}
    </TitledDialog>
  );
}
