// The embedded database in its own thread, so its queries never run on the server's event loop. The
// server's node-postgres connections send their Postgres wire-protocol bytes here over the thread's
// message port (see pglite-thread.ts). PGlite is one session, so the thread runs whole units of work one
// at a time: a simple query, or an extended-protocol batch up to its Sync. A unit that leaves a
// transaction open keeps the session for its connection until the transaction ends; otherwise units
// from all connections run in arrival order, back to back, without waiting for the server thread.
// Plain JavaScript: the same file runs from the sources (tests) and from the build.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const PARSE = 0x50; // 'P'
const QUERY = 0x51; // 'Q'
const PARSE_COMPLETE = Uint8Array.of(0x31, 0, 0, 0, 4);
const SYNC = 0x53; // 'S'
const TERMINATE = 0x58; // 'X'

// pg_trgm backs the registration search indexes (migration 0010); Postgres servers ship it in contrib.
// Postgres's default 128 MB buffer pool lives in the process's memory here (WebAssembly), on top of the OS's
// own cache of the same files: 16 MB keeps the server about 150 MB smaller, with the same query times on a
// club of 20,000 members (bench:members, bench:mixed; issue 31's note).
// A database may start from an image of another's data folder (a tarball, see `image` below).
const options = {
  extensions: { pg_trgm },
  postgresqlconf: ['shared_buffers = 16MB'],
  ...(workerData.image ? { loadDataDir: new Blob([workerData.image]) } : {}),
};
const db = workerData.dataDir ? await PGlite.create(workerData.dataDir, options) : await PGlite.create(options);

/** Per connection: bytes not yet a whole message, whether startup was seen, the unit being gathered. */
const connections = new Map();
/** Complete units in arrival order: { id, messages }. */
const ready = [];
/** The connection whose transaction holds the session, if any. */
let owner = null;
let running = false;
let closing = null;

/**
 * Sends reply bytes to the server thread. `data` is a view into the database's whole memory, which
 * `postMessage` would copy entirely: copy just these bytes and hand their buffer over.
 */
function post(id, data) {
  const bytes = data.slice();
  parentPort.postMessage({ id, data: bytes }, [bytes.buffer]);
}

/** Splits complete messages off the connection's bytes and groups them into units. */
function receive(id, connection, bytes) {
  connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, bytes]) : bytes;
  for (;;) {
    const { buffer } = connection;
    // The startup message has no type byte; every later message has one.
    const header = connection.started ? 5 : 4;
    if (buffer.length < header) break;
    const length = connection.started ? 1 + buffer.readInt32BE(1) : buffer.readInt32BE(0);
    if (buffer.length < length) break;
    const message = buffer.subarray(0, length);
    connection.buffer = buffer.subarray(length);
    const type = connection.started ? message[0] : null;
    connection.started = true;
    if (type === TERMINATE) {
      ready.push({ id, end: true });
      continue;
    }
    connection.unit.push(message);
    if (type === null || type === QUERY || type === SYNC) {
      ready.push({ id, messages: connection.unit });
      connection.unit = [];
    }
  }
}

function nextUnit() {
  const index = owner === null ? 0 : ready.findIndex((unit) => unit.id === owner);
  return index === -1 || ready.length === 0 ? null : ready.splice(index, 1)[0];
}

async function pump() {
  if (running) return;
  running = true;
  try {
    for (let unit = nextUnit(); unit; unit = nextUnit()) {
      if (unit.end) {
        await end(unit.id);
        continue;
      }
      if (!connections.has(unit.id)) continue;
      try {
        await learnPrepared(unit.messages);
        await db.runExclusive(async () => {
          for (const [index, message] of unit.messages.entries()) {
            if (index === 0 && prepared.has(statementName(message))) post(unit.id, PARSE_COMPLETE);
            else await db.execProtocolRawStream(message, { onRawData: (data) => post(unit.id, data) });
          }
        });
        owner = db.isInTransaction() ? unit.id : null;
      } catch (error) {
        parentPort.postMessage({ id: unit.id, error: String(error?.message ?? error) });
        await end(unit.id);
      }
    }
  } finally {
    running = false;
  }
  if (closing && ready.length === 0) closing();
}

/**
 * Named statements are the session's, shared by every connection: the server names each statement by its
 * text, so a connection preparing one that another already prepared is answered "parsed" without preparing
 * it again (Postgres would refuse the duplicate). Known names, checked against the session when first seen.
 */
const prepared = new Set();

function statementName(message) {
  if (message[0] !== PARSE) return '';
  return message.toString('utf8', 5, message.indexOf(0, 5));
}

async function learnPrepared(messages) {
  const name = statementName(messages[0]);
  if (!name || prepared.has(name)) return;
  try {
    const found = await db.query('select 1 from pg_prepared_statements where name = $1', [name]);
    if (found.rows.length > 0) prepared.add(name);
  } catch {
    // A failed transaction answers nothing: the Parse then fails as it would anyway.
  }
}

/** A connection that goes away never leaves its transaction open for the others. */
async function end(id) {
  if (!connections.delete(id)) return;
  if (owner === id) {
    owner = null;
    if (db.isInTransaction()) await db.exec('ROLLBACK');
  }
  for (let i = ready.length - 1; i >= 0; i--) if (ready[i].id === id) ready.splice(i, 1);
  parentPort.postMessage({ id, end: true });
}

parentPort.on('message', (message) => {
  if (message === 'image') {
    // The data folder as a tarball, taken between units of work (none runs: the caller is idle).
    void db
      .dumpDataDir('none')
      .then((tarball) => tarball.arrayBuffer())
      .then((buffer) => parentPort.postMessage({ image: new Uint8Array(buffer) }, [buffer]));
    return;
  }
  if (message === 'close') {
    const finish = async () => {
      await db.close();
      parentPort.postMessage('closed');
    };
    if (running) closing = finish;
    else void finish();
    return;
  }
  const { id } = message;
  if (message.open) {
    connections.set(id, { buffer: Buffer.alloc(0), started: false, unit: [] });
    return;
  }
  const connection = connections.get(id);
  if (!connection) return;
  if (message.end) ready.push({ id, end: true });
  else receive(id, connection, Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength));
  void pump();
});
parentPort.postMessage('ready');
