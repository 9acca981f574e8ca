// Built for Node by scripts/build.mjs (dist-ssr/render-page.js) and run by the server: renders a public page
// with the public data it shows (the API's own answers, asked of the server's routes), so visitors see the
// whole page, pictures included, before the scripts run, and the app adopts it as it is, with that data.
import { DEFAULT_LANGUAGE, type Language, type PublicSettings } from '@club/shared';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { documentTitleFor } from './app/document-title';
import { AppProviders, createQueryClient } from './app/providers';
import { PAGE_DATA_ID } from './app/rendered-page-data';
import { PRERENDERED_PATHS, PRERENDERED_RECORD_PATHS, routes, VISITOR_RENDERED_PATHS } from './app/router';
import { ServerStatusContext } from './components/page-status';
import { ServerRedirectContext } from './components/redirect';
import { isMissingRecord, sendRequestsWith } from './lib/api-client';
import { identityInPage, inLanguage } from './lib/club-identity';
import { allTextAreas, startLanguage } from './lib/i18n';
import { publicSettingsQueryOptions } from './lib/public-settings';

export { PRERENDERED_PATHS, PRERENDERED_RECORD_PATHS, VISITOR_RENDERED_PATHS };

/** Whether the app has a page at `path` (any other address shows its not-found page). */
export function isAppPath(path: string): boolean {
  const matches = matchRoutes(routes, path);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The page's HTML document and its HTTP status (404 for a not-found page), or where the page sends the
 * visitor instead (a staff screen they may not open).
 */
export type RenderedPage = { html: string; status: number } | { redirectTo: string };

/**
 * Rendering finds the queries a page asks for; a page shown with data may ask for more (a staff screen:
 * who is signed in, then the screen's list, then what the list shows).
 */
const MAX_PASSES = 4;

/**
 * The page's controls are disabled until the app takes them over: a tap on a menu button would do nothing
 * yet, and text typed into a field would be lost. Links work as they are. The mark tells the app
 * (app/start.tsx) which ones to enable again once it has adopted the page.
 */
const untilTheAppStarts = (html: string) =>
  html.replace(/<(button|input|select|textarea)\b([^>]*)>/g, (tag, name, attributes) =>
    /\sdisabled(=|\s|$)/.test(attributes) ? tag : `<${name} disabled data-until-app${attributes}>`,
  );

/**
 * A query the page asked for, not yet answered, that the server may answer: for a page drawn for one
 * visitor, any; for a page sent to everyone, none that depends on who asks.
 */
const needsAnswer = (forOneVisitor: boolean) => (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return (
    isEnabled &&
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle' &&
    (forOneVisitor || !query.meta?.perVisitor)
  );
};

/** The data the app starts with, as JSON that cannot end the <script> element that carries it. */
function pageData(queryClient: QueryClient, forOneVisitor: boolean) {
  const answered: [QueryKey, unknown][] = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success' && (forOneVisitor || !query.meta?.perVisitor))
    .map((query) => [query.queryKey, query.state.data]);
  return JSON.stringify(answered).replace(/</g, '\\u003c');
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The requests of a draw go through one transport: two draws at once could mix their answers. */
let drawing = false;

/**
 * The HTML document for `path` (with its query string): `template` (the app's index.html) with the page
 * drawn into #root and the API answers it was drawn from beside it. API requests go through `transport`;
 * `forOneVisitor`: the transport asks as the visitor the page is for, and the page may carry what
 * depends on who asks (never for a page sent to everyone). One page at a time.
 */
export async function renderPage(
  path: string,
  {
    template,
    transport,
    forOneVisitor = false,
    language = DEFAULT_LANGUAGE,
  }: { template: string; transport: Transport; forOneVisitor?: boolean; language?: Language },
): Promise<RenderedPage> {
  if (drawing) throw new Error('renderPage draws one page at a time');
  drawing = true;
  try {
    // Every text of the language (loaded once): the page is drawn in it, whatever areas it shows.
    await startLanguage(language, allTextAreas());
    return await draw(path, template, transport, forOneVisitor);
  } finally {
    drawing = false;
  }
}

async function draw(
  path: string,
  template: string,
  transport: Transport,
  forOneVisitor: boolean,
): Promise<RenderedPage> {
  sendRequestsWith(transport);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path}: the router answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const redirect: { to?: string } = {};
  // 404 for the not-found page, or when the record the page is about is not there.
  const answer: { status?: number } = {};
  const drawPage = async () => {
    redirect.to = undefined;
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <ServerRedirectContext value={redirect}>
          <ServerStatusContext value={answer}>
            <AppProviders queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </ServerStatusContext>
        </ServerRedirectContext>
      </StrictMode>,
      // Every part inline, in order: no streaming scripts (the CSP allows none).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  };
  const cache = queryClient.getQueryCache();
  let html = await drawPage();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const unanswered = cache.getAll().filter(needsAnswer(forOneVisitor));
    if (unanswered.length === 0) break;
    await Promise.all(
      unanswered.map((query) =>
        queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false }),
      ),
    );
    html = await drawPage();
  }
  if (cache.getAll().some((query) => query.meta?.pageRecord && isMissingRecord(query.state.error))) answer.status = 404;
  // A failed answer is not sent (the app asks again): its part is drawn as the app first shows it.
  if (cache.getAll().some((query) => query.state.status === 'error')) {
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    html = await drawPage();
  }
  if (redirect.to) return { redirectTo: redirect.to };
  const root = `<div id="root">${untilTheAppStarts(html)}</div><script type="application/json" id="${PAGE_DATA_ID}">${pageData(queryClient, forOneVisitor)}</script>`;
  const page = template.replace('<div id="root"></div>', () => root);
  if (page === template) throw new Error('index.html has no empty <div id="root"></div> to render into');
  // The page's own name in the tab and in search results before the app runs (the app keeps it current).
  const settings = queryClient.getQueryData<PublicSettings>(publicSettingsQueryOptions.queryKey);
  const club = inLanguage((settings?.identity ?? identityInPage()).name);
  const title = escapeText(documentTitleFor(new URL(path, 'http://localhost').pathname, club));
  return { html: page.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`), status: answer.status ?? 200 };
}
