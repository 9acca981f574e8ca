import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
  type LogLevel,
} from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/**
 * Pino options for the server. Logs say what happened, never whose data it was: no cookies or
 * authorization headers, no query strings (one-time tokens, searched names), no bodies; errors go
 * through `loggableError`, which drops the values a database error quotes.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
    },
  };
}

type LevelName = Exclude<LogLevel, 'silent'>;
type LogCall = (...args: unknown[]) => void;

/**
 * A request's logger that makes pino's child (which writes the request id into each line, and costs a
 * string of JSON to make) only when the request first logs at a level that is written: most requests log
 * nothing at the server's level. Lines written are the child's, request id included.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean },
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }

  error(...args: unknown[]) {
    this.write('error', args);
  }

  warn(...args: unknown[]) {
    this.write('warn', args);
  }

  info(...args: unknown[]) {
    this.write('info', args);
  }

  debug(...args: unknown[]) {
    this.write('debug', args);
  }

  trace(...args: unknown[]) {
    this.write('trace', args);
  }

  silent() {}

  private made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  private write(level: LevelName, args: unknown[]) {
    if (this.#child === undefined && this.parent.isLevelEnabled?.(level) === false) return;
    (this.made()[level] as LogCall)(...args);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger (above); a route with a log level of its own gets pino's child. */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings, options);
}

const REQUEST_LINE_LEVELS = new Set(['trace', 'debug', 'info']);

/**
 * Fastify's lines about requests: 'incoming request' and 'request completed' (info) only when the server's level
 * writes them (below it Fastify is spared making them for every request) and never for `quiet` requests; its
 * warnings and errors (a request that errored, a stream cut off, a serializer that failed) always.
 */
export class RequestLines extends LogController {
  private readonly infoWritten: boolean;

  constructor(level: string, quiet: (request: FastifyRequest) => boolean) {
    super({ disableRequestLogging: quiet });
    this.infoWritten = REQUEST_LINE_LEVELS.has(level);
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    if (this.infoWritten) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (this.infoWritten || error) super.requestCompleted(error, request, reply, metadata);
  }
}
