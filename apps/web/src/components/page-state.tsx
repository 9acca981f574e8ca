import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isMissingRecord } from '../lib/api-client';
import { t } from '../lib/i18n';
import { Spinner } from './ui/spinner';

/** A link back to the list a detail page came from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 self-start rounded text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> {children}
    </Link>
  );
}

/**
 * What a detail page shows until its content is there: a spinner, or, when the server has nothing
 * public at this address (404, or an address that is not an id), a not-found message.
 */
export function DetailPageState({ error, notFoundText }: { error: unknown; notFoundText: string }) {
  if (!error) return <Spinner />;
  const missing = isMissingRecord(error);
  return (
    <div className="flex flex-col gap-2 py-8">
      <h1 className="text-3xl font-bold">{missing ? notFoundText : t('common.page.somethingWrong')}</h1>
      <p className="text-slate-600">{missing ? t('common.page.mayBeRemoved') : t('common.page.tryAgain')}</p>
    </div>
  );
}

/** A query's content once it is there: a spinner until then, or `failed` when it cannot be loaded. */
export function Loaded<Data>({
  query,
  failed,
  children,
}: {
  query: { isError: boolean; data?: Data };
  failed: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) return <p className="text-red-700">{failed}</p>;
  if (!query.data) return <Spinner />;
  return children(query.data);
}
