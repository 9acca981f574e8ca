import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { t } from '../lib/i18n';
import { ConfirmDialog } from './ui/confirm-dialog';

/**
 * While `when` holds, leaving the page asks first: another page of the app opens a confirmation, closing
 * or reloading the tab the browser's own question.
 */
export function UnsavedChangesGuard({ when, what }: { when: boolean; what: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('common.form.leaveTitle')}
      message={t('common.form.leaveMessage', { what })}
      confirmLabel={t('common.form.leave')}
      onConfirm={() => blocker.proceed?.()}
      onOpenChange={(open) => !open && blocker.reset?.()}
    />
  );
}
