import { SESSION_ANSWERS, type SessionAnswer } from '@club/shared';
import { CalendarDays, MapPin } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { t, translateMessage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAnswerByLink, useAnswerLink } from '../api/answer-links';

const isAnswer = (value: string | null): value is SessionAnswer =>
  (SESSION_ANSWERS as readonly string[]).includes(value ?? '');

/**
 * Where a reminder email's buttons lead: the answer tapped in the email is saved as the page opens (a link
 * checker that fetches the address without running the page saves nothing), and can be changed here; no
 * sign-in, the link is the reader's own until the session begins. `notifications`: the offer to be told on this
 * device from now on.
 */
export function AnswerLinkPage({ notifications }: { notifications: ReactNode }) {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const tapped = params.get('answer');
  const link = useAnswerLink(token);
  const save = useAnswerByLink(token);
  const [note, setNote] = useState('');
  const sentTapped = useRef(false);
  useDocumentTitle(t('teams.answerLink.title'));
  const give = (answer: SessionAnswer) => save.mutate({ answer, note: note.trim() || undefined });
  useEffect(() => {
    if (sentTapped.current || !link.data || !isAnswer(tapped) || link.data.answer?.answer === tapped) return;
    sentTapped.current = true;
    save.mutate({ answer: tapped });
  }, [link.data, tapped, save]);

  if (link.isError)
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-3 px-4 py-10">
        <h1 className="text-2xl font-bold">{t('teams.answerLink.title')}</h1>
        <p role="alert">
          {link.error instanceof ApiError ? translateMessage(link.error.message) : t('common.page.tryAgain')}
        </p>
      </div>
    );
  if (!link.data) return <Spinner />;
  const { occurrence, playerName, team, answer } = link.data;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('teams.answerLink.title')}</h1>
      <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4">
        <p className="text-lg font-semibold">
          <bdi>{playerName}</bdi> · <bdi>{team.name}</bdi>
        </p>
        <p className="flex items-center gap-2">
          <CalendarDays className="size-4" aria-hidden />
          {formatDate(occurrence.date)} · {formatTime(occurrence.startsAt)}–{formatTime(occurrence.endsAt)} ·{' '}
          {occurrence.title ? <bdi>{occurrence.title}</bdi> : t(`teams.schedule.kinds.${occurrence.kind}`)}
          {occurrence.opponent && (
            <>
              {' '}
              · <bdi>{t('teams.schedule.against', { opponent: occurrence.opponent })}</bdi>
            </>
          )}
        </p>
        {occurrence.place && (
          <p className="flex items-center gap-2">
            <MapPin className="size-4" aria-hidden /> <bdi>{occurrence.place}</bdi>
          </p>
        )}
      </div>
      <p role="status" className="font-medium">
        {save.isPending
          ? t('teams.answerLink.saving')
          : answer
            ? t('teams.answerLink.saved', { answer: t(`teams.answers.${answer.answer}`) })
            : t('teams.mine.notAnswered')}
      </p>
      {save.isError && (
        <p role="alert" className="text-red-700">
          {errorMessage(save.error)}
        </p>
      )}
      <TextField
        id="answer-note"
        label={t('teams.answerLink.note')}
        value={note}
        maxLength={300}
        onChange={(event) => setNote(event.target.value)}
      />
      <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
        <legend className="mb-2 text-sm text-slate-600">{t('teams.answerLink.change')}</legend>
        {SESSION_ANSWERS.map((choice) => (
          <Button
            key={choice}
            variant={answer?.answer === choice ? 'default' : 'outline'}
            aria-pressed={answer?.answer === choice}
            disabled={save.isPending}
            onClick={() => give(choice)}
          >
            {t(`teams.answers.${choice}`)}
          </Button>
        ))}
      </fieldset>
      {notifications}
    </div>
  );
}
