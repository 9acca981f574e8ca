import { type NoticeSent, teamNoticeInputSchema } from '@club/shared';
import { Megaphone } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ShareLinks } from '../../../components/share-links';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';
import { UserText } from '../../../components/ui/user-text';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { t, translateMessage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useMyNotices } from '../api/get-my-team-notices';
import { useTeamNotices } from '../api/team-notices';

/**
 * For the team's coaches: a notice written once reaches every player and guardian by email and on their
 * dashboard; the same text comes back ready to paste into the team's WhatsApp or Viber group.
 */
export function TeamNotices({ teamId, teamName }: { teamId: string; teamName: string }) {
  const { can } = useAuth();
  const allowed = can('teams', 'edit');
  const { list, send } = useTeamNotices(teamId, allowed);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<NoticeSent['notice'] | null>(null);
  const fieldId = useId();
  if (!allowed) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = teamNoticeInputSchema.safeParse({ body });
    if (!parsed.success) {
      setProblem(translateMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setProblem(null);
    send.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(translateMessage(result.message));
        setSent(result.notice);
        setBody('');
      },
      onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
    });
  };
  return (
    <section aria-labelledby="team-notices-heading" className="flex flex-col gap-3">
      <h2 id="team-notices-heading" className="flex items-center gap-2 text-2xl font-semibold">
        <Megaphone className="size-6 text-brand-700" aria-hidden /> {t('teams.notices.title')}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t('teams.notices.label')}
        </label>
        <Textarea
          id={fieldId}
          rows={3}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldId}-problem` : undefined}
        />
        {problem && (
          <p id={`${fieldId}-problem`} className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <Button type="submit" className="self-start" disabled={send.isPending}>
          {t('teams.notices.send')}
        </Button>
      </form>
      {sent && (
        <div className="flex flex-col gap-2 rounded-md bg-slate-50 p-3 text-sm" role="status">
          <p>{t('teams.notices.sent', { count: sent.mailed })}</p>
          <ShareLinks text={`${teamName}: ${sent.body}`} path={paths.teamPlayers(teamId)} />
        </div>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm">
          {list.data.map((notice) => (
            <li key={notice.id} className="flex flex-col gap-1 p-3">
              <UserText className="whitespace-pre-line">{notice.body}</UserText>
              <p className="text-slate-500">
                {formatDateTime(notice.createdAt)} · {t('teams.notices.mailed', { count: notice.mailed })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** On the dashboard: the last month's notices to my teams and my children's. */
export function MyNotices() {
  const list = useMyNotices();
  if (!list.data || list.data.length === 0) return null;
  return (
    <section
      aria-labelledby="my-notices-heading"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="my-notices-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Megaphone className="size-5 text-brand-700" aria-hidden /> {t('teams.notices.mine')}
      </h2>
      <ul className="flex flex-col divide-y divide-slate-100 text-sm">
        {list.data.map((notice) => (
          <li key={notice.id} className="flex flex-col gap-1 py-2">
            <p className="font-medium">
              <bdi>{notice.team.name}</bdi> · {formatDateTime(notice.createdAt)}
            </p>
            <UserText className="whitespace-pre-line">{notice.body}</UserText>
          </li>
        ))}
      </ul>
    </section>
  );
}
