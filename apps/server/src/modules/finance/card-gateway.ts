import { createHash, timingSafeEqual } from 'node:crypto';
import { CARD_PAYMENT_MESSAGES, type CardGatewayMode, fromCents, toCents } from '@club/shared';
import { unavailable } from '../../platform/errors';

const unreachable = () => unavailable(CARD_PAYMENT_MESSAGES.gatewayUnreachable, 'gateway');

/**
 * A card gateway, as the portal uses it (decision 048): create a payment on the bank's page, read a transaction
 * back, and tell its notifications from forgeries. BML Connect is the first; another bank's gateway is another
 * implementation of this, and nothing above it changes.
 */
export interface CardGateway {
  createPayment(request: GatewayPaymentRequest): Promise<{ transactionId: string; url: string }>;
  /** The transaction as the gateway holds it: the only source of truth about the money. */
  transaction(transactionId: string): Promise<GatewayTransaction>;
  /**
   * Gives a confirmed payment's money back to the payer, or (a gateway without a refund call) says whether the bank
   * shows it given back: the portal takes a payment back in its books only when this answers true.
   */
  refund(transactionId: string): Promise<boolean>;
  /** The notification comes from the gateway (its signature checked before anything in it is read). */
  verifyNotification(headers: Record<string, string | string[] | undefined>): { nonce: string } | null;
}

export interface GatewayPaymentRequest {
  /** MVR as the portal keeps it ("150.00"); the gateway gets laari. */
  amount: string;
  /** The portal's own id of the payment (BML: localId). */
  localId: string;
  /** What the payer sees on the bank's page and their statement: the item's payment reference. */
  customerReference: string;
  redirectUrl: string;
}

export type GatewayState = 'pending' | 'confirmed' | 'failed' | 'cancelled' | 'refunded';

export interface GatewayTransaction {
  id: string;
  state: GatewayState;
  /** MVR ("150.00"), from the gateway's laari; null when it sent none. */
  amount: string | null;
  currency: string;
  localId: string | null;
}

const BML_BASE_URLS: Record<CardGatewayMode, string> = {
  live: 'https://api.merchants.bankofmaldives.com.mv',
  test: 'https://api.uat.merchants.bankofmaldives.com.mv',
};

/** BML Connect's states, as the portal reads them. */
const BML_STATES: Record<string, GatewayState> = {
  CONFIRMED: 'confirmed',
  CANCELLED: 'cancelled',
  EXPIRED: 'cancelled',
  FAILED: 'failed',
  VOIDED: 'failed',
  REFUND_REQUESTED: 'refunded',
  REFUNDED: 'refunded',
};

/** The gateway's whole laari as MVR text; anything else (a fraction, a word) is no amount. */
const fromLaari = (value: unknown) =>
  (typeof value === 'number' && Number.isSafeInteger(value)) ||
  (typeof value === 'string' && /^-?\d{1,15}$/.test(value))
    ? fromCents(BigInt(value))
    : null;

/** How long a call to the gateway may take before the payer is told to try again. */
const GATEWAY_TIMEOUT_MS = 10_000;
/** A notification older (or newer) than this is refused even with a good signature. */
const NOTIFICATION_WINDOW_MS = 10 * 60_000;

/**
 * Bank of Maldives' merchant gateway, v2: `POST /public/v2/transactions` (amount in laari, currency, localId,
 * customerReference, redirectUrl) answers the payment page's `url`; `GET /public/transactions/{id}` reads it back.
 * Notifications carry `X-Signature-Nonce`, `X-Signature-Timestamp` and `X-Signature`, the SHA-256 of nonce,
 * timestamp and the API key: they say something changed, the query says what.
 */
export class BmlConnect implements CardGateway {
  private readonly baseUrl: string;

  constructor(
    private readonly apiKey: string,
    mode: CardGatewayMode,
    /** CARD_GATEWAY_URL: another address for the bank's API (a test double, a proxy). */
    baseUrl?: string,
  ) {
    this.baseUrl = (baseUrl ?? BML_BASE_URLS[mode]).replace(/\/$/, '');
  }

  private async call(method: 'GET' | 'POST', path: string, body?: object) {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { authorization: this.apiKey, accept: 'application/json', 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch {
      throw unreachable();
    }
    if (!response.ok) throw unreachable();
    const answer: unknown = await response.json().catch(() => null);
    if (!answer || typeof answer !== 'object') throw unreachable();
    return answer as Record<string, unknown>;
  }

  async createPayment(request: GatewayPaymentRequest) {
    const answer = await this.call('POST', '/public/v2/transactions', {
      amount: Number(toCents(request.amount)),
      currency: 'MVR',
      localId: request.localId,
      customerReference: request.customerReference,
      redirectUrl: request.redirectUrl,
    });
    if (typeof answer.id !== 'string' || typeof answer.url !== 'string') throw unreachable();
    // The payer is sent there: only a secure page, or one at the address the server was told the gateway is.
    const page = URL.parse(answer.url);
    if (!page || (page.protocol !== 'https:' && page.origin !== new URL(this.baseUrl).origin)) throw unreachable();
    return { transactionId: answer.id, url: page.href };
  }

  async transaction(transactionId: string): Promise<GatewayTransaction> {
    const answer = await this.call('GET', `/public/transactions/${encodeURIComponent(transactionId)}`);
    return {
      id: String(answer.id ?? transactionId),
      state: BML_STATES[String(answer.state)] ?? 'pending',
      amount: fromLaari(answer.amount),
      currency: String(answer.currency ?? ''),
      localId: typeof answer.localId === 'string' ? answer.localId : null,
    };
  }

  /**
   * BML Connect's public API has no refund call: a refund is made in the bank's merchant portal, and the transaction
   * then reads REFUND_REQUESTED or REFUNDED. So this asks the bank, and refunds nothing itself.
   */
  async refund(transactionId: string) {
    return (await this.transaction(transactionId)).state === 'refunded';
  }

  verifyNotification(headers: Record<string, string | string[] | undefined>) {
    const header = (name: string) => {
      const value = headers[name];
      return typeof value === 'string' ? value : '';
    };
    const nonce = header('x-signature-nonce');
    const timestamp = header('x-signature-timestamp');
    const signature = header('x-signature').toLowerCase();
    if (!nonce || !timestamp || !/^[0-9a-f]{64}$/.test(signature) || nonce.length > 200) return null;
    const expected = createHash('sha256').update(`${nonce}${timestamp}${this.apiKey}`).digest('hex');
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) return null;
    const seconds = Number(timestamp);
    const at = Number.isFinite(seconds) ? (seconds > 1e12 ? seconds : seconds * 1000) : Date.parse(timestamp);
    if (!Number.isFinite(at) || Math.abs(Date.now() - at) > NOTIFICATION_WINDOW_MS) return null;
    return { nonce };
  }
}
