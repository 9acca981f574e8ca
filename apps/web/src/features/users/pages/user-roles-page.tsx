import { ArrowLeft } from 'lucide-react';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { useAssignableRoles } from '../api/get-assignable-roles';
import { useUsers } from '../api/get-users';
import { RoleSelect } from '../components/role-select';

/** /admin/user-roles: every user with a selector of the active roles; you are marked 'You'. */
export function UserRolesPage() {
  const { user: me, can } = useAuth();
  const list = usePagedSearch();
  const users = useUsers(list.query);
  const roles = useAssignableRoles();

  return (
    <AdminFrame
      moduleId="users"
      title={t('users.userRolesPage.userRoleAssignment')}
      extra={{ label: t('modules.users.title'), to: paths.admin.users }}
    >
      <ButtonLink to={paths.admin.users} variant="outline" size="sm" className="self-start" icon={ArrowLeft}>
        {t('users.userRolesPage.backToUsers')}
      </ButtonLink>
      <SearchInput
        label={t('users.userRolesPage.searchUsers')}
        placeholder={t('users.userRolesPage.searchByNameOr')}
        value={list.search}
        onSearch={list.setSearch}
      />
      {users.isError || roles.isError ? (
        <p className="text-red-700">{t('users.userRolesPage.failedToLoadData')}</p>
      ) : !users.data || !roles.data ? (
        <Spinner />
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {users.data.items.map((user) => {
              const isSelf = user.userId === me?.id;
              return (
                <li key={user.userId}>
                  <Card>
                    <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
                      <div>
                        <p className="font-medium">
                          {user.fullName} {isSelf && <Badge variant="outline">{t('users.userRolesPage.you')}</Badge>}
                        </p>
                        <p className="text-sm text-slate-500">{user.email}</p>
                      </div>
                      <div className="w-56">
                        <RoleSelect user={user} roles={roles.data} isSelf={isSelf} disabled={!can('users', 'edit')} />
                      </div>
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
          <Pagination page={list.page} pageSize={users.data.pageSize} total={users.data.total} onPage={list.setPage} />
        </>
      )}
    </AdminFrame>
  );
}
