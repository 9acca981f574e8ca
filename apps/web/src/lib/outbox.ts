import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ApiError, api } from './api-client';
import { t } from './i18n';

/**
 * Writes made on this device that the server does not have yet (the attendance register marked, a registration
 * entered at the club's desk, without a network). Each is kept in IndexedDB until the server has answered it,
 * so a closed tab or a flat battery loses nothing; each carries the id the device gave it, so sending it again
 * (a reply lost on the way) changes nothing on the server. Sent when the network returns, when the page is
 * shown again and every 10 seconds: never through Background Sync, which Safari lacks.
 */
export interface BatchedEntry<T = unknown> {
  /** The client-generated id, also the record's idempotency key on the server. */
  id: string;
  /** Where it goes: entries for the same address are sent together, as `{ [field]: [item, ...] }`. */
  url: string;
  field: string;
  item: T;
}

/** A form with its files (an ID card), sent alone as multipart; its fields carry its idempotency key. */
export interface FormEntry {
  id: string;
  url: string;
  fields: Record<string, string>;
  files: Record<string, File>;
  /** What the screen calls it while it waits (the person's name). */
  label: string;
}

export type OutboxEntry<T = unknown> = BatchedEntry<T> | FormEntry;

const isForm = (entry: OutboxEntry): entry is FormEntry => 'fields' in entry;

/** What the server answered an entry: its answer, or the refusal no retry would change. */
export type SentOutcome = { entry: OutboxEntry; refused: ApiError | null; answer: unknown };

const DATABASE = 'club-outbox';
const STORE = 'entries';
/** The most entries sent in one request (the server's batch limit). */
const BATCH = 200;
/** Also tried this often: a browser does not always tell a page its network is back (an app reopened offline). */
const EVERY_MS = 10_000;

let opened: Promise<IDBDatabase | null> | null = null;
/** Where entries live when IndexedDB cannot be opened (a private window in some browsers): this page only. */
const inMemory = new Map<string, OutboxEntry>();

function database() {
  opened ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
  return opened;
}

async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | undefined) {
  const db = await database();
  if (!db) return undefined;
  return new Promise<T | undefined>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request?.result);
    tx.onerror = () => reject(tx.error);
  });
}

let entries: OutboxEntry[] = [];
const listeners = new Set<() => void>();
const publish = (next: OutboxEntry[]) => {
  entries = next;
  for (const listener of listeners) listener();
};

async function load() {
  const stored = await transact<OutboxEntry[]>('readonly', (store) => store.getAll());
  publish(stored ?? [...inMemory.values()]);
}

/** Keeps a write on the device and tries to send it at once. */
export async function enqueue(entry: OutboxEntry) {
  inMemory.set(entry.id, entry);
  await transact('readwrite', (store) => store.put(entry));
  await load();
  void flush();
}

async function remove(ids: string[]) {
  for (const id of ids) inMemory.delete(id);
  await transact('readwrite', (store) => {
    for (const id of ids) store.delete(id);
    return undefined;
  });
}

let flushing: Promise<void> | null = null;
const sentListeners = new Set<(outcomes: SentOutcome[]) => void>();
const tell = (outcomes: SentOutcome[]) => {
  for (const listener of sentListeners) listener(outcomes);
};

/** No answer from the server (offline, a server restarting, too many at once): try again later. */
const isWorthRetrying = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;

async function sendForm(entry: FormEntry) {
  const form = new FormData();
  for (const [name, value] of Object.entries(entry.fields)) form.append(name, value);
  for (const [name, file] of Object.entries(entry.files)) form.append(name, file, file.name);
  let response: Response;
  try {
    response = await fetch(entry.url, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, { error: 'network', message: t('common.upload.unreachable') });
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body ?? { error: 'error', message: response.statusText });
  return body;
}

/**
 * Sends what is waiting, address by address. An answer from the server (done, or refused as wrong, which no
 * retry would change) takes the entries out; no answer (offline, a server restarting) leaves them for later.
 */
export function flush(): Promise<void> {
  flushing ??= (async () => {
    try {
      await load();
      const groups = new Map<string, BatchedEntry[]>();
      const forms: FormEntry[] = [];
      for (const entry of entries) {
        if (isForm(entry)) forms.push(entry);
        else groups.set(`${entry.url} ${entry.field}`, [...(groups.get(`${entry.url} ${entry.field}`) ?? []), entry]);
      }
      for (const group of groups.values()) {
        for (let index = 0; index < group.length; index += BATCH) {
          const batch = group.slice(index, index + BATCH);
          const first = batch[0] as BatchedEntry;
          let answer: unknown = null;
          let refused: ApiError | null = null;
          try {
            answer = await api.post(first.url, { [first.field]: batch.map((entry) => entry.item) });
          } catch (error) {
            if (isWorthRetrying(error)) return;
            refused = error as ApiError;
          }
          await remove(batch.map((entry) => entry.id));
          tell(batch.map((entry) => ({ entry, refused, answer })));
        }
      }
      for (const entry of forms) {
        let answer: unknown = null;
        let refused: ApiError | null = null;
        try {
          answer = await sendForm(entry);
        } catch (error) {
          if (isWorthRetrying(error)) return;
          refused = error as ApiError;
        }
        await remove([entry.id]);
        tell([{ entry, refused, answer }]);
      }
    } finally {
      await load();
      flushing = null;
    }
  })();
  return flushing;
}

/**
 * The entries waiting for `url` (all when none is named), kept up to date; while a screen using it is open,
 * the outbox sends on reconnection, on the page being shown again, and every 10 seconds. `onSent` hears the
 * entries for `url` the server answered, each with its answer or its refusal.
 */
export function useOutbox<E extends OutboxEntry = OutboxEntry>(
  url?: string,
  onSent?: (outcomes: SentOutcome[]) => void,
) {
  const all = useSyncExternalStore(
    useCallback((listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }, []),
    () => entries,
    () => entries,
  );
  useEffect(() => {
    void flush();
    const send = () => void flush();
    const shown = () => document.visibilityState === 'visible' && send();
    window.addEventListener('online', send);
    document.addEventListener('visibilitychange', shown);
    const timer = window.setInterval(send, EVERY_MS);
    return () => {
      window.removeEventListener('online', send);
      document.removeEventListener('visibilitychange', shown);
      window.clearInterval(timer);
    };
  }, []);
  useEffect(() => {
    if (!onSent) return;
    const listener = (outcomes: SentOutcome[]) => {
      const theirs = outcomes.filter((outcome) => !url || outcome.entry.url === url);
      if (theirs.length > 0) onSent(theirs);
    };
    sentListeners.add(listener);
    return () => {
      sentListeners.delete(listener);
    };
  }, [url, onSent]);
  return (url ? all.filter((entry) => entry.url === url) : all) as E[];
}
