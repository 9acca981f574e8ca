import { CONFIRMED_SETUP_STEPS, getModule, type ModuleId, type SetupChecklist, type SetupStep } from '@club/shared';
import { CheckCircle2, Circle, Mail } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { useSetupAction, useSetupChecklist } from '../api/setup';

/** The screen each step is done on. */
const SCREEN: Record<SetupStep, ModuleId | null> = {
  identity: 'settings',
  bankAccount: 'settings',
  openingBalance: 'finance',
  plans: 'membership-registrations',
  season: 'settings',
  secondFactor: 'settings',
  backupKey: 'backend',
  testMail: null,
};

const isConfirmed = (step: SetupStep): step is (typeof CONFIRMED_SETUP_STEPS)[number] =>
  (CONFIRMED_SETUP_STEPS as readonly string[]).includes(step);

/**
 * What a club sets before it opens the doors, on the dashboard of who may change its settings until every step
 * is done: each names its screen and ticks itself once done there, or is confirmed or done from here.
 */
export function SetupChecklistCard() {
  const { can } = useAuth();
  const checklist = useSetupChecklist(can('settings', 'edit'));
  if (!checklist.data || checklist.data.done) return null;
  const { steps } = checklist.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle id="setup-heading" className="text-xl">
          {t('modules.setup.title')}
        </CardTitle>
        <CardDescription>
          {t('modules.setup.intro')}{' '}
          {t('modules.setup.progress', { done: steps.filter((each) => each.done).length, total: steps.length })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-labelledby="setup-heading" className="flex flex-col divide-y divide-slate-100">
          {steps.map(({ step, done }) => (
            <Step key={step} step={step} done={done} checklist={checklist.data} />
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function Step({ step, done, checklist }: { step: SetupStep; done: boolean; checklist: SetupChecklist }) {
  const act = useSetupAction();
  const screen = SCREEN[step];
  const title = t(`modules.setup.steps.${step}.title`);
  const run = (action: (typeof CONFIRMED_SETUP_STEPS)[number] | 'testMail') =>
    act.mutate(action, {
      onSuccess: () => {
        if (action === 'testMail') toast.success(t('modules.setup.testMailSent'));
      },
      onError: (failure) => toast.error(t('common.toast.error'), { description: errorMessage(failure) }),
    });
  return (
    <li className="flex items-start gap-3 py-3">
      {done ? (
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />
      ) : (
        <Circle className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium">
          {screen ? (
            <Link to={getModule(screen).path} className="text-brand-700 underline underline-offset-2">
              {title}
            </Link>
          ) : (
            title
          )}{' '}
          <span className={done ? 'text-sm text-emerald-800' : 'text-sm text-slate-600'}>
            ({done ? t('modules.setup.done') : t('modules.setup.toDo')})
          </span>
        </p>
        <p className="text-sm text-slate-600">
          {step === 'backupKey'
            ? t('modules.setup.steps.backupKey.hint', { fingerprint: checklist.backupKeyFingerprint })
            : step === 'testMail'
              ? t(`modules.setup.steps.testMail.${checklist.mailTransport}`)
              : t(`modules.setup.steps.${step}.hint`)}
        </p>
        {!done && isConfirmed(step) && (
          <StepButton disabled={act.isPending} onClick={() => run(step)}>
            {t(`modules.setup.steps.${step}.confirm`)}
          </StepButton>
        )}
        {step === 'testMail' && (
          <StepButton disabled={act.isPending} onClick={() => run('testMail')}>
            <Mail aria-hidden /> {t('modules.setup.steps.testMail.send')}
          </StepButton>
        )}
      </div>
    </li>
  );
}

/** What a step offers under its hint: confirming it done, or sending the test mail. */
const StepButton = (props: Omit<ComponentProps<typeof Button>, 'type' | 'size' | 'variant' | 'className'>) => (
  <Button type="button" size="sm" variant="outline" className="self-start" {...props} />
);
