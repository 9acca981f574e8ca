import { useState } from 'react';
import { toast } from 'sonner';
import { Loaded } from '../../../components/page-state';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { roleTitle } from '../../../components/ui/role-badge';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { useSaveSecondFactorRoles, useSecondFactorRoles } from '../api/second-factor-roles';

/** Club Settings, Two-step sign-in: which roles must use a second factor (saving asks for yours again). */
export function SecondFactorRolesCard() {
  const { can } = useAuth();
  const roles = useSecondFactorRoles();
  const save = useSaveSecondFactorRoles();
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const saved = new Set(roles.data?.roles.filter((role) => role.required).map((role) => role.id));
  const current = chosen ?? saved;
  const changed = chosen !== null && (chosen.size !== saved.size || [...chosen].some((id) => !saved.has(id)));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(current);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle as="h2">{t('settings.twoStep.title')}</CardTitle>
        <p className="text-sm text-slate-600">{t('settings.twoStep.intro')}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Loaded query={roles} failed={t('settings.twoStep.failed')}>
          {(data) => (
            <>
              <fieldset className="grid gap-2 sm:grid-cols-2">
                <legend className="sr-only">{t('settings.twoStep.legend')}</legend>
                {data.roles.map((role) => (
                  <label key={role.id} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={current.has(role.id)}
                      disabled={!can('settings', 'edit')}
                      onChange={(event) => toggle(role.id, event.target.checked)}
                    />
                    {roleTitle(role)}
                  </label>
                ))}
              </fieldset>
              {can('settings', 'edit') && (
                <Button
                  className="self-start"
                  disabled={!changed || save.isPending}
                  onClick={() =>
                    save.mutate([...current], {
                      onSuccess: () => {
                        setChosen(null);
                        toast.success(t('common.toast.done'), { description: t('settings.twoStep.saved') });
                      },
                      onError: (error) => toast.error(t('common.toast.error'), { description: errorMessage(error) }),
                    })
                  }
                >
                  {save.isPending ? t('settings.settingsPage.saving') : t('settings.twoStep.save')}
                </Button>
              )}
            </>
          )}
        </Loaded>
      </CardContent>
    </Card>
  );
}
