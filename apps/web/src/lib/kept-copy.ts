import { useSyncExternalStore } from 'react';
import { KEPT_COPY_HEADER } from './offline-caches';

/** The oldest copy kept on the device that the screens show since the network last answered (null: none). */
let oldest: Date | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * Notes where an API answer came from: a copy the device kept (its date, from the service worker's header) or
 * the network (the screens are current again).
 */
export function noteAnswer(response: Response) {
  const kept = response.headers.get(KEPT_COPY_HEADER);
  if (kept === null) {
    if (oldest !== null && response.ok) {
      oldest = null;
      changed();
    }
    return;
  }
  const at = new Date(kept);
  if (Number.isNaN(at.getTime()) || (oldest && oldest <= at)) return;
  oldest = at;
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the oldest copy the screens now show was kept, while the device answers from its copies. */
export const useKeptCopy = () =>
  useSyncExternalStore(
    subscribe,
    () => oldest,
    () => null,
  );
