import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';

type WorkerReply = { id: number; data?: Uint8Array; end?: true; error?: string };

/**
 * PGlite in a worker thread (pglite-worker.mjs), reached through node-postgres: `connect()` gives the
 * stream a `pg` client uses instead of a socket, carrying the wire protocol over the thread's message port.
 * Queries run one at a time in the thread; the event loop only moves bytes.
 */
export class PgliteThread {
  private readonly connections = new Map<number, PgliteConnection>();
  private nextId = 1;
  private closing = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply | 'closed') => {
      if (reply === 'closed') return;
      const connection = this.connections.get(reply.id);
      if (!connection) return;
      if (reply.data) connection.push(Buffer.from(reply.data));
      if (reply.error) connection.destroy(new Error(`database thread: ${reply.error}`));
      else if (reply.end) connection.push(null);
    });
  }

  /**
   * Starts the thread and opens the database (in memory when `dataDir` is null), beginning from `image` if given:
   * another database's data folder as a tarball, gzipped or not.
   */
  static async start(dataDir: string | null, image?: Uint8Array): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir, image },
      resourceLimits: { maxYoungGenerationSizeMb: 24 },
    });
    let started = false;
    let thread: PgliteThread | null = null;
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => {
        started = true;
        resolve();
      });
      worker.on('error', (error) => {
        if (!started) return reject(error);
        process.stderr.write(`the database thread failed: ${error.stack ?? error}\n`);
        process.exit(1);
      });
      worker.on('exit', (code) => {
        if (!started) return reject(new Error(`the database thread stopped while starting (${code})`));
        if (thread?.closing) return;
        process.stderr.write(`the database thread stopped (${code})\n`);
        process.exit(1);
      });
    });
    thread = new PgliteThread(worker);
    return thread;
  }

  /** A new wire-protocol connection, for node-postgres's `stream` option. */
  connect(): Duplex {
    const id = this.nextId++;
    const connection = new PgliteConnection(
      (data) => {
        // Only these bytes (a Buffer may view a larger pooled slab), handed over without another copy.
        const bytes = new Uint8Array(data);
        this.worker.postMessage({ id, data: bytes }, [bytes.buffer]);
      },
      () => {
        this.connections.delete(id);
        this.worker.postMessage({ id, end: true });
      },
    );
    this.connections.set(id, connection);
    this.worker.postMessage({ id, open: true });
    return connection;
  }

  /** The database's data folder as a tarball: another database can start from it (`start(null, image)`). */
  image(): Promise<Uint8Array> {
    return new Promise((resolve) => {
      const take = (reply: { image?: Uint8Array }) => {
        if (!reply.image) return;
        this.worker.off('message', take);
        resolve(reply.image);
      };
      this.worker.on('message', take);
      this.worker.postMessage('image');
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    const closed = new Promise((resolve) =>
      this.worker.on('message', (reply) => {
        if (reply === 'closed') resolve(null);
      }),
    );
    this.worker.postMessage('close');
    await closed;
    await this.worker.terminate();
  }
}

/** The socket-shaped end of one connection, as node-postgres drives it. */
class PgliteConnection extends Duplex {
  private ended = false;

  constructor(
    private readonly send: (data: Buffer) => void,
    private readonly onEnd: () => void,
  ) {
    super();
  }

  connect(): this {
    setImmediate(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.send(chunk);
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.finish();
    this.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.finish();
    callback(error);
  }

  private finish() {
    if (this.ended) return;
    this.ended = true;
    this.onEnd();
  }
}
