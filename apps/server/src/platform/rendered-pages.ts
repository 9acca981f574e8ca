import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Language } from '@club/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { loggableError } from './errors';
import { LOCAL_WRITE } from './expiring-cache';

/** A page as sent: its status, the HTML and its compressed copies. */
export interface PageCopy {
  status: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** The web build's page renderer (apps/web/src/render-page.tsx, built into dist-ssr/render-page.js). */
interface PageRenderer {
  PRERENDERED_PATHS: readonly string[];
  PRERENDERED_RECORD_PATHS: readonly string[];
  VISITOR_RENDERED_PATHS: readonly string[];
  isAppPath(path: string): boolean;
  renderPage(
    path: string,
    options: { template: string; transport: Transport; forOneVisitor?: boolean; language?: Language },
  ): Promise<{ html: string; status: number } | { redirectTo: string }>;
}

/** A page drawn for one visitor: its HTML and status, or where it sends them. */
export type VisitorPage = { html: Buffer; status: number } | { redirectTo: string };

interface Rendered {
  page: PageCopy;
  /** The API answers the page was drawn from, by address. */
  sources: Map<string, string>;
  expiresAt: number;
  /** When the answers were last found unchanged, and how many changes had been heard by then. */
  checkedAt: number;
  checkedAtChange: number;
}

const HOUR_MS = 3_600_000;
/** Rendered pages kept at most (one per public page, article, event and album asked for), oldest dropped first. */
const MAX_KEPT_PAGES = 2_000;
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RETRY_FAILED_MS = 60_000;
/** Without a change heard, the answers are compared again after this long (a cached answer may expire). */
const CHECK_QUIET_PAGES_MS = 5_000;
/** Pages for one visitor waiting to be drawn beyond which the next is left to the browser (load shedding). */
const MAX_WAITING_VISITOR_DRAWS = 4;
const RENDER_HEADER = 'x-page-render';
/** Marks the server's own requests for a page's data; unknown outside this process. */
const RENDER_TOKEN = randomBytes(16).toString('hex');

/** Whether a request is the server asking its own API for a page it renders (not logged, not counted). */
export const isPageRenderRequest = (request: { headers: FastifyRequest['headers'] }) =>
  request.headers[RENDER_HEADER] === RENDER_TOKEN;

/** A page drawn at most until the next full hour: the footer's year and anything dated move on at midnight. */
const nextHour = () => (Math.floor(Date.now() / HOUR_MS) + 1) * HOUR_MS;

/**
 * The public pages the server renders with their data, for visitors to see the whole page before the
 * scripts run. A page is drawn once and sent again while the API answers it was drawn from are unchanged:
 * they are asked again of the app's own routes (cached answers, no query) after any change is heard
 * (a write answered here, a table changed in any process) and every few seconds, so an article
 * published or a setting saved shows on the next load. Drawn one at a time: the renderer has one way to
 * the API, and a draw takes some tens of milliseconds.
 */
export async function renderedPages(
  app: FastifyInstance,
  {
    rendererFile,
    templateFor,
    changes,
    log,
    decorate = async (_path, html, _language) => html,
  }: {
    rendererFile: string;
    /** The app's index.html, with the language and direction of the page. */
    templateFor: (language: Language) => string;
    changes: EventEmitter;
    log: Pick<FastifyBaseLogger, 'error'>;
    /** Adds to a shared page what depends on its record (an article's link preview). */
    decorate?: (path: string, html: string, language: Language) => Promise<string>;
  },
) {
  if (!existsSync(rendererFile)) return undefined;
  const renderer = (await import(pathToFileURL(rendererFile).href)) as PageRenderer;
  const paths = new Set(renderer.PRERENDERED_PATHS);
  /** A public page, or the page of one record by its id (the club's records have UUIDs). */
  const isSharedPath = (path: string) =>
    paths.has(path) ||
    renderer.PRERENDERED_RECORD_PATHS.some(
      (prefix) => path.startsWith(prefix) && RECORD_ID.test(path.slice(prefix.length)),
    );
  const drawn = new Map<string, Rendered>();
  const drawing = new Map<string, Promise<Rendered | undefined>>();
  const failedAt = new Map<string, number>();
  let previousDraw: Promise<unknown> = Promise.resolve();
  let changesHeard = 0;
  const heard = () => {
    changesHeard++;
  };
  changes.on('change', heard);
  changes.on(LOCAL_WRITE, heard);

  const visitorPaths = renderer.VISITOR_RENDERED_PATHS;
  let waitingVisitorDraws = 0;

  /** The app's answer to GET `url`, asked as the visitor whose cookie is given, or as nobody. */
  const ask = (url: string, cookie?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', [RENDER_HEADER]: RENDER_TOKEN, ...(cookie ? { cookie } : {}) },
    });

  /** A way to the API for one draw, which tells `heard` each answer. */
  const transportFor =
    (heard: (url: string, answer: Awaited<ReturnType<typeof ask>>) => void, cookie?: string): Transport =>
    async (url) => {
      const answer = await ask(url, cookie);
      heard(url, answer);
      const contentType = String(answer.headers['content-type'] ?? 'application/json');
      return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': contentType } });
    };

  /** Runs draws one after another: the renderer has one way to the API, which two draws would share. */
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = previousDraw.then(work);
    previousDraw = turn.catch(() => undefined);
    return turn;
  }

  async function draw(path: string, language: Language): Promise<Rendered> {
    const checkedAtChange = changesHeard;
    const sources = new Map<string, string>();
    let complete = true;
    const transport = transportFor((url, answer) => {
      if (answer.statusCode === 200) sources.set(url, answer.body);
      else complete = false;
    });
    const rendered = await renderer.renderPage(path, { template: templateFor(language), transport, language });
    if (!('html' in rendered)) throw new Error(`${path} sends every visitor to ${rendered.redirectTo}`);
    const html = Buffer.from(await decorate(path, rendered.html, language));
    return {
      page: {
        status: rendered.status,
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(html, { level: 9 }),
      },
      sources,
      // A page drawn without one of its answers is drawn again for the next visitor.
      expiresAt: complete ? nextHour() : 0,
      checkedAt: Date.now(),
      checkedAtChange,
    };
  }

  async function isCurrent(rendered: Rendered) {
    if (Date.now() >= rendered.expiresAt) return false;
    if (rendered.checkedAtChange === changesHeard && Date.now() - rendered.checkedAt < CHECK_QUIET_PAGES_MS)
      return true;
    const checkedAtChange = changesHeard;
    const answers = await Promise.all([...rendered.sources].map(async ([url, body]) => (await ask(url)).body === body));
    if (!answers.every(Boolean)) return false;
    rendered.checkedAt = Date.now();
    rendered.checkedAtChange = checkedAtChange;
    return true;
  }

  /** A page is kept per language it was drawn in. */
  const keyOf = (path: string, language: Language) => `${language} ${path}`;

  function drawOnce(path: string, language: Language) {
    const key = keyOf(path, language);
    let pending = drawing.get(key);
    if (!pending) {
      pending = inTurn(() => draw(path, language))
        .then(
          (rendered) => {
            drawn.delete(key);
            drawn.set(key, rendered);
            if (drawn.size > MAX_KEPT_PAGES) drawn.delete(drawn.keys().next().value as string);
            return rendered;
          },
          // A failed render costs speed, never the page: the browser draws it.
          (error: unknown) => {
            log.error({ err: loggableError(error), path }, 'page render failed');
            failedAt.set(key, Date.now());
            drawn.delete(key);
            return undefined;
          },
        )
        .finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  }

  /**
   * The page at `path` in `language` as rendered now; undefined if the server does not render it (or could not, in the
   * last minute): the app's plain HTML serves then, and the browser draws the page.
   */
  async function shared(path: string, language: Language): Promise<PageCopy | undefined> {
    const key = keyOf(path, language);
    if (!isSharedPath(path) || Date.now() - (failedAt.get(key) ?? 0) < RETRY_FAILED_MS) return undefined;
    const rendered = drawn.get(key);
    if (rendered && (await isCurrent(rendered))) return rendered.page;
    return (await drawOnce(path, language))?.page;
  }

  /**
   * The page at `url` (a staff screen, the dashboard) drawn for the visitor whose cookie is given, with what
   * the API lets that visitor see, or where it sends them (signed out, not allowed); never kept. Undefined for other pages, when it cannot be drawn, or when
   * too many are waiting: the browser draws the page then.
   */
  async function forVisitor(url: string, cookie: string, language: Language): Promise<VisitorPage | undefined> {
    const path = url.split('?')[0] ?? url;
    const isVisitorPage = visitorPaths.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p));
    if (!isVisitorPage || waitingVisitorDraws >= MAX_WAITING_VISITOR_DRAWS) return undefined;
    waitingVisitorDraws++;
    try {
      const transport = transportFor(() => {}, cookie);
      const rendered = await inTurn(() =>
        renderer.renderPage(url, { template: templateFor(language), transport, forOneVisitor: true, language }),
      );
      return 'html' in rendered ? { html: Buffer.from(rendered.html), status: rendered.status } : rendered;
    } catch (error) {
      log.error({ err: loggableError(error), path }, 'page render failed');
      return undefined;
    } finally {
      waitingVisitorDraws--;
    }
  }

  return { shared, forVisitor, isAppPath: (path: string) => renderer.isAppPath(path) };
}

/** A page drawn for one visitor, compressed as the browser accepts (quickly: it is sent once). */
export function compressedOnce(html: Buffer, encoding: 'br' | 'gzip' | null): Buffer {
  if (encoding === 'br') return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(html, { level: 6 });
  return html;
}
