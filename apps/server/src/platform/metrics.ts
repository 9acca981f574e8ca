import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/client';
import { processMetrics } from '../db/schema';
import { loggableError } from './errors';
import { isPageRenderRequest } from './rendered-pages';

/** Upper bounds (ms) of the latency histogram; a p95 is read as the bound of the bucket it falls in. */
const LATENCY_BOUNDS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, Number.POSITIVE_INFINITY];
const SLOT_MS = 10_000;
const SLOTS = 6;
const FLUSH_MS = 5_000;
/** A process silent this long has stopped: its row no longer counts, and is removed. */
export const PROCESS_STALE_SECONDS = 60;

interface Slot {
  start: number;
  requests: number;
  errors: number;
  rejected: number;
  latency: number[];
}

const emptySlot = (start: number): Slot => ({
  start,
  requests: 0,
  errors: 0,
  rejected: 0,
  latency: LATENCY_BOUNDS_MS.map(() => 0),
});

/**
 * This process's request figures: totals since start and the last minute in six 10-second slots, with
 * a latency histogram. Recording a request is a few increments; the figures go to Postgres (or PGlite)
 * every few seconds, where the backend screen adds up every process.
 */
export class ProcessMetrics {
  readonly processId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly startedAt = new Date();
  private totals = { requests: 0, errors: 0, rejected: 0 };
  private slots: Slot[] = [emptySlot(Math.floor(Date.now() / SLOT_MS) * SLOT_MS)];
  private readonly loop = monitorEventLoopDelay({ resolution: 20 });
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly liveClients: () => number = () => 0) {
    this.loop.enable();
  }

  record(statusCode: number, elapsedMs: number) {
    const slot = this.currentSlot();
    slot.requests++;
    this.totals.requests++;
    if (statusCode >= 500) {
      slot.errors++;
      this.totals.errors++;
    } else if (statusCode === 429) {
      slot.rejected++;
      this.totals.rejected++;
    }
    let bucket = 0;
    while (elapsedMs > (LATENCY_BOUNDS_MS[bucket] ?? Number.POSITIVE_INFINITY)) bucket++;
    slot.latency[bucket] = (slot.latency[bucket] ?? 0) + 1;
  }

  private currentSlot(): Slot {
    const start = Math.floor(Date.now() / SLOT_MS) * SLOT_MS;
    let slot = this.slots[this.slots.length - 1];
    if (!slot || slot.start !== start) {
      slot = emptySlot(start);
      this.slots.push(slot);
      if (this.slots.length > SLOTS) this.slots.shift();
    }
    return slot;
  }

  /** The last minute's figures and the process's state now. */
  snapshot() {
    this.currentSlot();
    const since = Date.now() - SLOTS * SLOT_MS;
    const recent = this.slots.filter((slot) => slot.start >= since);
    const sum = (pick: (slot: Slot) => number) => recent.reduce((total, slot) => total + pick(slot), 0);
    const histogram = LATENCY_BOUNDS_MS.map((_, i) => sum((slot) => slot.latency[i] ?? 0));
    const requests = sum((slot) => slot.requests);
    let p95: number | null = null;
    if (requests > 0) {
      let seen = 0;
      const target = Math.ceil(requests * 0.95);
      for (const [i, count] of histogram.entries()) {
        seen += count;
        if (seen >= target) {
          p95 = Math.min(LATENCY_BOUNDS_MS[i] ?? 10_000, 10_000);
          break;
        }
      }
    }
    const memory = process.memoryUsage();
    const loopP99 = this.loop.percentile(99) / 1e6;
    this.loop.reset();
    return {
      totals: { ...this.totals },
      lastMinute: { requests, errors: sum((slot) => slot.errors), rejected: sum((slot) => slot.rejected) },
      latencyP95Ms: p95,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      eventLoopP99Ms: Number.isFinite(loopP99) && loopP99 > 0 ? Math.round(loopP99 * 10) / 10 : null,
      liveClients: this.liveClients(),
    };
  }

  /** Writes this process's row now (and drops the rows of processes that stopped). */
  async flush(db: AppDatabase) {
    const s = this.snapshot();
    const row = {
      hostname: hostname(),
      pid: process.pid,
      startedAt: this.startedAt,
      updatedAt: new Date(),
      requestsTotal: s.totals.requests,
      errorsTotal: s.totals.errors,
      rejectedTotal: s.totals.rejected,
      requestsLastMinute: s.lastMinute.requests,
      errorsLastMinute: s.lastMinute.errors,
      rejectedLastMinute: s.lastMinute.rejected,
      latencyP95Ms: s.latencyP95Ms,
      rssBytes: s.rssBytes,
      heapUsedBytes: s.heapUsedBytes,
      eventLoopP99Ms: s.eventLoopP99Ms,
      liveClients: s.liveClients,
    };
    await db
      .insert(processMetrics)
      .values({ processId: this.processId, ...row })
      .onConflictDoUpdate({ target: processMetrics.processId, set: row });
    await db.execute(
      sql`delete from ${processMetrics} where ${processMetrics.updatedAt} < now() - ${PROCESS_STALE_SECONDS * 10} * interval '1 second'`,
    );
  }

  /** Counts every response of the app, and writes the figures every few seconds until the app closes. */
  attach(app: FastifyInstance, db: AppDatabase, log: FastifyBaseLogger) {
    app.addHook('onResponse', (request, reply, done) => {
      if (!isPageRenderRequest(request)) this.record(reply.statusCode, reply.elapsedTime);
      done();
    });
    const tick = () => {
      this.flush(db)
        .catch((error: unknown) => log.warn({ err: loggableError(error) }, 'process metrics not written'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, FLUSH_MS).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
    app.addHook('onClose', async () => {
      const timer = this.timer;
      this.timer = null;
      if (timer) clearTimeout(timer);
      this.loop.disable();
      await db
        .delete(processMetrics)
        .where(sql`${processMetrics.processId} = ${this.processId}`)
        .catch(() => {});
    });
  }
}
