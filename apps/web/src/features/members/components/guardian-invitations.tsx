import { Check, UserPlus, X } from 'lucide-react';
import { toast } from 'sonner';
import { DashboardSection } from '../../../components/dashboard-section';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { t, translateMessage } from '../../../lib/i18n';
import { useAnswerGuardianInvitation } from '../api/answer-guardian-invitation';
import { useGuardianInvitations } from '../api/get-guardian-invitations';

/** On the invitee's dashboard: the children another guardian invited them to share, to accept or decline. */
export function GuardianInvitations() {
  const invitations = useGuardianInvitations();
  const answer = useAnswerGuardianInvitation();
  if (!invitations.data?.length) return null;
  const reply = (id: string, accept: boolean) =>
    answer.mutate(
      { id, accept },
      {
        onSuccess: (result) => toast.success(translateMessage(result.message)),
        onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
      },
    );
  return (
    <DashboardSection
      id="guardian-invitations"
      icon={UserPlus}
      title={t('members.invitations.title')}
      className="border-brand-300"
    >
      <ul className="flex flex-col gap-3">
        {invitations.data.map((invitation) => (
          <li key={invitation.id} className="rounded-md border border-slate-200 p-4 text-sm">
            <p>
              {t('members.invitations.text', {
                inviter: invitation.invitedBy,
                name: invitation.childName,
                memberNumber: invitation.memberNumber,
              })}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={answer.isPending}
                aria-label={t('members.invitations.acceptLabel', { name: invitation.childName })}
                onClick={() => reply(invitation.id, true)}
              >
                <Check aria-hidden /> {t('members.invitations.accept')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={answer.isPending}
                aria-label={t('members.invitations.declineLabel', { name: invitation.childName })}
                onClick={() => reply(invitation.id, false)}
              >
                <X aria-hidden /> {t('members.invitations.decline')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
