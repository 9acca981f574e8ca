import {
  ACTION_LABELS,
  ACTIONS,
  type Action,
  grantsByDefault,
  isRole,
  MODULES,
  type ModuleId,
  type PermissionMatrix,
  ROLE_MESSAGES,
  type RoleRecord,
} from '@club/shared';
import { ArrowLeft, RotateCcw, Save } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { roleDescription, roleTitle } from '../../../components/ui/role-badge';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { errorMessage } from '../../../lib/api-client';
import { t, translateMessage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useRolePermissions } from '../api/get-role-permissions';
import { useRoles } from '../api/get-roles';
import { useSaveRolePermissions } from '../api/save-role-permissions';
import { RolesFrame } from '../components/roles-frame';

export function RolePermissionsPage() {
  return (
    <RolesFrame moduleId="role-permissions" title={t('roles.rolePermissionsPage.rolePermissionManager')}>
      <PermissionEditor />
    </RolesFrame>
  );
}

/** The defaults: a system role's grants from the spec's matrix; a custom role starts with none. */
function defaultMatrix(roles: RoleRecord[]): PermissionMatrix {
  return Object.fromEntries(
    roles.map(({ id, name, isSystemRole }) => [
      id,
      isSystemRole && isRole(name)
        ? Object.fromEntries(
            MODULES.map((m) => [m.id, ACTIONS.filter((action) => grantsByDefault(name, m.id, action))]),
          )
        : {},
    ]),
  );
}

/** Every role present, every module sorted in action order: comparable with JSON. */
function normalize(matrix: PermissionMatrix, roles: RoleRecord[]): PermissionMatrix {
  return Object.fromEntries(
    roles.map((role) => [
      role.id,
      Object.fromEntries(MODULES.map((m) => [m.id, ACTIONS.filter((a) => matrix[role.id]?.[m.id]?.includes(a))])),
    ]),
  );
}

function PermissionEditor() {
  const roles = useRoles();
  const saved = useRolePermissions();
  const save = useSaveRolePermissions();
  const [draft, setDraft] = useState<PermissionMatrix | null>(null);

  const baseline = useMemo(
    () => (roles.data && saved.data ? normalize(saved.data.matrix, roles.data) : null),
    [roles.data, saved.data],
  );
  useEffect(() => {
    if (baseline) setDraft(baseline);
  }, [baseline]);
  const dirty = draft !== null && baseline !== null && JSON.stringify(draft) !== JSON.stringify(baseline);

  if (roles.isError || saved.isError)
    return <p className="text-red-700">{t('roles.rolePermissionsPage.failedToLoadRoles')}</p>;
  if (!roles.data || !baseline || !draft) return <Spinner />;
  const roleList = roles.data;
  const roleNamed = (name: string) => roleList.find((r) => r.name === name);

  const toggle = (roleId: string, moduleId: ModuleId, action: Action, on: boolean) =>
    setDraft((current) => {
      if (!current) return current;
      const actions = new Set(current[roleId]?.[moduleId] ?? []);
      if (on) actions.add(action);
      else actions.delete(action);
      return { ...current, [roleId]: { ...current[roleId], [moduleId]: ACTIONS.filter((a) => actions.has(a)) } };
    });
  const setRole = (name: string, actions: Action[]) => {
    const role = roleNamed(name);
    if (!role) return;
    setDraft(
      (current) => current && { ...current, [role.id]: Object.fromEntries(MODULES.map((m) => [m.id, actions])) },
    );
  };

  const onSave = async () => {
    try {
      await save.mutateAsync(draft);
      toast.success(t('common.toast.done'), { description: translateMessage(ROLE_MESSAGES.saved) });
    } catch (error) {
      toast.error(t('common.toast.error'), { description: errorMessage(error) });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ButtonLink to={paths.admin.users} variant="outline" size="sm" icon={ArrowLeft}>
          {t('roles.rolePermissionsPage.backToUsers')}
        </ButtonLink>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => {
              setDraft(normalize(defaultMatrix(roleList), roleList));
              toast.success(t('common.toast.done'), {
                description: t('roles.rolePermissionsPage.saveChangesToApply', { reset: ROLE_MESSAGES.reset }),
              });
            }}
          >
            <RotateCcw aria-hidden /> {t('roles.rolePermissionsPage.resetToDefaults')}
          </Button>
          <Button onClick={onSave} disabled={!dirty || save.isPending}>
            <Save aria-hidden />{' '}
            {save.isPending ? t('roles.rolePermissionsPage.saving') : t('roles.rolePermissionsPage.saveChanges')}
          </Button>
        </div>
      </div>
      {dirty && (
        <Alert>
          <p>{t('roles.rolePermissionsPage.youHaveUnsavedChanges')}</p>
        </Alert>
      )}
      <UnsavedChangesGuard when={dirty} what={t('roles.rolePermissionsPage.thePermissionMatrix')} />
      <Card>
        <CardHeader>
          <CardTitle>{t('roles.rolePermissionsPage.quickActions')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setRole('admin', [...ACTIONS])}>
            {t('roles.rolePermissionsPage.grantAllToAdmins')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setRole('guest', ['view'])}>
            {t('roles.rolePermissionsPage.viewOnlyForGuests')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setRole('member', ['view', 'create'])}>
            {t('roles.rolePermissionsPage.standardMemberAccess')}
          </Button>
        </CardContent>
      </Card>
      <Tabs defaultValue={roleList[0]?.id}>
        <TabsList className="h-auto flex-wrap justify-start">
          {roleList.map((role) => (
            <TabsTrigger key={role.id} value={role.id} className="flex-none">
              {roleTitle(role)}
            </TabsTrigger>
          ))}
        </TabsList>
        {roleList.map((role) => (
          <TabsContent key={role.id} value={role.id}>
            <Card>
              <CardHeader>
                <CardTitle>{roleTitle(role)}</CardTitle>
                <CardDescription>{roleDescription(role.baseRole, role.name, role.description)}</CardDescription>
              </CardHeader>
              <CardContent className="overflow-x-auto">
                <table className="w-full text-start text-sm">
                  <thead className="text-slate-600">
                    <tr>
                      <th className="py-2 pe-4 font-medium">{t('roles.rolePermissionsPage.module')}</th>
                      {ACTIONS.map((action) => (
                        <th key={action} className="px-2 py-2 text-center font-medium">
                          {translateMessage(ACTION_LABELS[action])}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {MODULES.map((module) => (
                      <tr key={module.id} className="border-t border-slate-100">
                        <td className="py-2 pe-4">{t(`modules.${module.id}.title`)}</td>
                        {ACTIONS.map((action) => (
                          <td key={action} className="px-0.5 py-0.5 text-center">
                            {/* The label around the box is the tap target: 44 px on phones, 32 px with a mouse. */}
                            <label className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-slate-100 sm:size-8">
                              <input
                                type="checkbox"
                                className="size-4 accent-brand-700"
                                aria-label={`${roleTitle(role)}: ${t(`modules.${module.id}.title`)} ${translateMessage(ACTION_LABELS[action])}`}
                                checked={draft[role.id]?.[module.id]?.includes(action) ?? false}
                                onChange={(e) => toggle(role.id, module.id, action, e.target.checked)}
                              />
                            </label>
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
