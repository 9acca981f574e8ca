import { Mail, UserRound } from 'lucide-react';
import { Loaded } from '../../../components/page-state';
import { StoredImage } from '../../../components/stored-image';
import { CardList } from '../../../components/ui/card';
import { UserText } from '../../../components/ui/user-text';
import { t } from '../../../lib/i18n';
import { usePublicCommittee } from '../api/get-committee';

export function ExecutiveCommitteePage() {
  const members = usePublicCommittee();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12">
      <header>
        <h1 className="text-4xl font-bold">{t('committee.page.title')}</h1>
        <p className="mt-2 text-slate-600">{t('committee.page.intro')}</p>
      </header>
      <Loaded query={members} failed={t('committee.page.failed')}>
        {(data) =>
          data.length === 0 ? (
            <p className="text-slate-500">{t('committee.page.none')}</p>
          ) : (
            <CardList
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              aria-label={t('committee.page.members')}
              items={data}
              cardClassName="h-full"
              contentClassName="flex flex-col items-center gap-2 pt-6 text-center"
            >
              {(member) => (
                <>
                  <StoredImage
                    src={member.imageUrl}
                    sizes="112px"
                    className="size-28 rounded-full object-cover"
                    fallback={
                      <span className="flex size-28 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                        <UserRound className="size-12" aria-hidden />
                      </span>
                    }
                  />
                  <UserText className="text-lg font-semibold">{member.name}</UserText>
                  <UserText className="text-sm font-medium text-brand-700">{member.position}</UserText>
                  {member.bio && <UserText className="text-sm text-slate-600">{member.bio}</UserText>}
                  {member.email && (
                    <a
                      href={`mailto:${member.email}`}
                      className="flex items-center gap-1 text-sm text-slate-500 hover:text-brand-700"
                    >
                      <Mail className="size-4" aria-hidden /> <bdi dir="ltr">{member.email}</bdi>
                    </a>
                  )}
                </>
              )}
            </CardList>
          )
        }
      </Loaded>
    </div>
  );
}
