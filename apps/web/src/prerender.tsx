// Built for Node by scripts/build.mjs: renders each public page as it first appears (no data, no
// signed-in user) into the HTML the server sends, so visitors see the page before the scripts run.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { PRERENDERED_PATHS, routes } from './app/router';

export { PRERENDERED_PATHS };

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path}: the router answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for the page's lazy parts (the home page's contact form), so the HTML is the whole page and
  // the app hydrates it as it is.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every part inline, in order: no streaming scripts (the CSP allows none).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
