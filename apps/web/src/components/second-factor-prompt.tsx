import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { askSecondFactorWith } from '../lib/api-client';

const SecondFactorDialog = lazy(() =>
  import('./second-factor-dialog').then((module) => ({ default: module.SecondFactorDialog })),
);

/**
 * Asks for the second factor when the server refuses a protected action for want of a fresh one (a
 * reversal, roles, the bank account, a backup download): the action is sent again once it is given. The
 * dialog's code loads only when it is needed.
 */
export function SecondFactorPrompt() {
  const [asking, setAsking] = useState(false);
  const answer = useRef<((given: boolean) => void) | null>(null);

  useEffect(
    () =>
      askSecondFactorWith(
        () =>
          new Promise<boolean>((resolve) => {
            answer.current?.(false);
            answer.current = resolve;
            setAsking(true);
          }),
      ),
    [],
  );

  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <SecondFactorDialog
        onClose={(given) => {
          answer.current?.(given);
          answer.current = null;
          setAsking(false);
        }}
      />
    </Suspense>
  );
}
