import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Bank of Maldives' merchant gateway (BML Connect v2), for tests and journeys: it creates
 * transactions (`POST /public/v2/transactions`, amounts in laari), answers them (`GET /public/transactions/:id`),
 * shows a payment page (`/pay/:id`) whose Pay and Cancel send the payer back to the redirect URL, and signs its
 * notifications as the bank does (`X-Signature` = SHA-256 of nonce, timestamp and the API key).
 */
export interface DoubleTransaction {
  id: string;
  amount: number;
  currency: string;
  localId: string;
  customerReference: string;
  redirectUrl: string;
  state: 'QR_CODE_GENERATED' | 'CONFIRMED' | 'CANCELLED' | 'FAILED' | 'REFUND_REQUESTED' | 'REFUNDED';
}

export type Deliver = (headers: Record<string, string>, body: object) => Promise<number>;

export function signNotification(
  apiKey: string,
  nonce = randomUUID(),
  timestamp = String(Math.floor(Date.now() / 1000)),
) {
  return {
    'x-signature-nonce': nonce,
    'x-signature-timestamp': timestamp,
    'x-signature': createHash('sha256').update(`${nonce}${timestamp}${apiKey}`).digest('hex'),
    'x-originator': 'PomeloPay-Webhooks',
    'content-type': 'application/json',
  };
}

async function readJson(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as Record<string, unknown>;
}

export class BmlDouble {
  readonly transactions = new Map<string, DoubleTransaction>();
  /** Every notification sent, with the status the portal answered. */
  readonly delivered: { transactionId: string; status: number }[] = [];
  private server: Server | null = null;
  url = '';
  /** While set, the bank's API answers 503 (a bad moment at the bank). */
  unavailable = false;

  constructor(
    readonly apiKey: string,
    /** How a notification reaches the portal (a request to its URL, or `app.inject` in API tests). */
    private readonly deliver: Deliver,
  ) {}

  async start(port = 0) {
    this.server = createServer((request, response) => {
      this.handle(request).then(
        ({ status, body, headers }) => {
          response.writeHead(status, headers ?? { 'content-type': 'application/json' });
          response.end(typeof body === 'string' ? body : JSON.stringify(body));
        },
        (error: unknown) => {
          response.writeHead(500);
          response.end(String(error));
        },
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The payer pays (or cancels) on the bank's page, or the merchant refunds in its portal; the bank notifies. */
  async decide(id: string, state: Exclude<DoubleTransaction['state'], 'QR_CODE_GENERATED'>, { notify = true } = {}) {
    const transaction = this.transactions.get(id);
    if (!transaction) throw new Error(`no transaction ${id}`);
    transaction.state = state;
    if (notify) await this.notify(id);
    return transaction;
  }

  /** Sends the signed notification of a transaction's change (headers may be replaced to forge or replay one). */
  async notify(id: string, headers: Record<string, string> = signNotification(this.apiKey)) {
    const transaction = this.transactions.get(id);
    const status = await this.deliver(headers, {
      eventType: 'NOTIFY_TRANSACTION_CHANGE',
      transactionId: id,
      state: transaction?.state,
      amount: transaction?.amount,
      currency: transaction?.currency,
      localId: transaction?.localId,
    });
    this.delivered.push({ transactionId: id, status });
    return status;
  }

  private async handle(
    request: IncomingMessage,
  ): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
    const url = new URL(request.url ?? '/', this.url);
    const page = /^\/pay\/([^/]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
    if (page?.[1]) {
      const transaction = this.transactions.get(page[1]);
      if (!transaction) return { status: 404, body: 'No such payment' };
      if (request.method === 'POST' && page[2]) {
        await this.decide(transaction.id, page[2] === 'pay' ? 'CONFIRMED' : 'CANCELLED');
        const back = new URL(transaction.redirectUrl);
        back.searchParams.set('transactionId', transaction.id);
        back.searchParams.set('state', transaction.state);
        return { status: 303, body: '', headers: { location: back.toString() } };
      }
      const amount = (transaction.amount / 100).toFixed(2);
      return {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>BML Connect (test double)</title></head>
<body><main><h1>Pay MVR ${amount}</h1><p>Reference ${transaction.customerReference}</p>
<form method="post" action="/pay/${transaction.id}/pay"><button type="submit">Pay MVR ${amount}</button></form>
<form method="post" action="/pay/${transaction.id}/cancel"><button type="submit">Cancel payment</button></form></main></body></html>`,
      };
    }
    if (this.unavailable) return { status: 503, body: { message: 'Service unavailable' } };
    if (request.headers.authorization !== this.apiKey) return { status: 401, body: { message: 'Unauthorized' } };
    if (request.method === 'POST' && url.pathname === '/public/v2/transactions') {
      const body = await readJson(request);
      if (!Number.isSafeInteger(body.amount) || body.currency !== 'MVR')
        return { status: 422, body: { message: 'amount and currency' } };
      const transaction: DoubleTransaction = {
        id: randomUUID(),
        amount: body.amount as number,
        currency: String(body.currency),
        localId: String(body.localId ?? ''),
        customerReference: String(body.customerReference ?? ''),
        redirectUrl: String(body.redirectUrl ?? ''),
        state: 'QR_CODE_GENERATED',
      };
      this.transactions.set(transaction.id, transaction);
      return { status: 201, body: { ...transaction, url: `${this.url}/pay/${transaction.id}` } };
    }
    // The merchant portal, where the club gives a payer's money back (the public API has no refund call).
    const refund = /^\/merchant\/transactions\/([^/]+)\/refund$/.exec(url.pathname);
    if (request.method === 'POST' && refund?.[1]) {
      const id = decodeURIComponent(refund[1]);
      if (this.transactions.get(id)?.state !== 'CONFIRMED') return { status: 409, body: { message: 'Not refundable' } };
      return { status: 200, body: await this.decide(id, 'REFUNDED') };
    }
    const one = /^\/public\/transactions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && one?.[1]) {
      const transaction = this.transactions.get(decodeURIComponent(one[1]));
      return transaction ? { status: 200, body: transaction } : { status: 404, body: { message: 'Not found' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  }
}
