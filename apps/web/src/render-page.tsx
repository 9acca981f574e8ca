// Built for Node by scripts/build.mjs (dist-ssr/render-page.js) and run by the server: renders a public page
// with the public data it shows (the API's own answers, asked of the server's routes), so visitors see the
// whole page, pictures included, before the scripts run, and the app adopts it as it is, with that data.
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { PAGE_DATA_ID } from './app/rendered-page-data';
import { PRERENDERED_PATHS, routes } from './app/router';
import { sendRequestsWith } from './lib/api-client';

export { PRERENDERED_PATHS };

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** Rendering finds the queries a page asks for; a page shown with data may ask for more (at most twice). */
const MAX_PASSES = 3;

/**
 * The page's controls are disabled until the app takes them over: a tap on a menu button would do nothing
 * yet, and text typed into a field would be lost. Links work as they are. The mark tells the app
 * (app/start.tsx) which ones to enable again before it hydrates the page.
 */
const untilTheAppStarts = (html: string) =>
  html.replace(/<(button|input|select|textarea)\b([^>]*)>/g, (tag, name, attributes) =>
    /\sdisabled(=|\s|$)/.test(attributes) ? tag : `<${name} disabled data-until-app${attributes}>`,
  );

/** A query the page asked for that the server can answer for every visitor alike, not yet answered. */
function needsAnswer(query: Query) {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return isEnabled && query.state.status === 'pending' && query.state.fetchStatus === 'idle' && !query.meta?.perVisitor;
}

/** The data the app starts with, as JSON that cannot end the <script> element that carries it. */
function pageData(queryClient: QueryClient) {
  const answered: [QueryKey, unknown][] = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success' && !query.meta?.perVisitor)
    .map((query) => [query.queryKey, query.state.data]);
  return JSON.stringify(answered).replace(/</g, '\\u003c');
}

/**
 * The HTML document for `path`: `template` (the app's index.html) with the page drawn into #root and the
 * API answers it was drawn from beside it. API requests go through `transport`.
 */
export async function renderPage(path: string, { template, transport }: { template: string; transport: Transport }) {
  sendRequestsWith(transport);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path}: the router answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const draw = async () => {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      // Every part inline, in order: no streaming scripts (the CSP allows none).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  };
  let html = await draw();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const unanswered = queryClient.getQueryCache().getAll().filter(needsAnswer);
    if (unanswered.length === 0) break;
    // A failed answer leaves its part of the page as the app shows it before data; the app asks again.
    await Promise.all(
      unanswered.map((query) =>
        queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false }),
      ),
    );
    html = await draw();
  }
  const root = `<div id="root">${untilTheAppStarts(html)}</div><script type="application/json" id="${PAGE_DATA_ID}">${pageData(queryClient)}</script>`;
  const page = template.replace('<div id="root"></div>', () => root);
  if (page === template) throw new Error('index.html has no empty <div id="root"></div> to render into');
  return page;
}
