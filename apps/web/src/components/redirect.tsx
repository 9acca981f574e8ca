import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/** Given while the server draws a page: where the page sends the visitor, if it does. */
export const ServerRedirectContext = createContext<{ to?: string } | null>(null);

/**
 * Sends the visitor to `to`, replacing this page in the history. When the server draws the page, it
 * answers with that redirect instead (render-page.tsx).
 */
export function Redirect({ to }: { to: string }) {
  const server = useContext(ServerRedirectContext);
  if (!server) return <Navigate to={to} replace />;
  server.to ??= to;
  return null;
}
