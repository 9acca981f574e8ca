import { createContext, useContext } from 'react';

/** Given while the server draws a page: the HTTP status the page answers with, when not 200. */
export const ServerStatusContext = createContext<{ status?: number } | null>(null);

/**
 * Says that the page drawn is the not-found page, so that the server answers it with 404 and search engines
 * and link checkers learn the address is wrong. Nothing in the browser.
 */
export function useNotFoundStatus() {
  const server = useContext(ServerStatusContext);
  if (server) server.status = 404;
}

/** Says that the page drawn is the error page: the server answers it with 500. Nothing in the browser. */
export function useErrorStatus() {
  const server = useContext(ServerStatusContext);
  if (server) server.status = 500;
}
