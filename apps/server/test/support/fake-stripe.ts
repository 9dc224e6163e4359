import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback HTTP server that answers as Stripe's API does for the calls Mailwright makes
 * (customers, Checkout Sessions, payment methods, PaymentIntents, Billing Portal sessions):
 * form-encoded requests, JSON objects with Stripe's fields, card errors as 402 `card_error`,
 * idempotency keys replayed. The official `stripe` client is pointed at it with `host`, `port`
 * and `protocol`, so nothing reaches the network. What a payer does on Stripe's hosted pages is
 * driven from the test (`pay`, `decline`, `expire`); card charges follow the sandbox's magic
 * cents (`.02` declined, `.03` needs the payer: `authentication_required` off-session).
 */
export interface FakeStripe {
  url: string;
  /** Requests received, as `METHOD /path`. */
  requests: string[];
  /**
   * Answers the next request with this status and Stripe error object instead, as Stripe (or a
   * proxy in front of it) might: a refused request, a refused key, one that repeats the key.
   */
  failNext(status: number, error: Record<string, unknown>): void;
  pay(sessionId: string): void;
  decline(sessionId: string): void;
  expire(sessionId: string): void;
  session(sessionId: string): Record<string, any>;
  close(): Promise<void>;
}

type Json = Record<string, any>;

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** `a[0][b]=1` form fields as nested objects and arrays. */
function parseForm(text: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: any = out;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? '');
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

const cardError = (code: string, message: string) => ({
  status: 402,
  body: { error: { type: 'card_error', code, decline_code: 'generic_decline', message } },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const methods = new Map<string, Json[]>();
  const replies = new Map<string, { status: number; body: Json }>();
  const requests: string[] = [];
  let nextFailure: { status: number; body: Json } | null = null;
  const now = () => Math.floor(Date.now() / 1000);

  const card = (): Json => ({
    id: id('pm'),
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  });

  const intent = (fields: Json): Json => {
    const pi = {
      id: id('pi'),
      object: 'payment_intent',
      currency: 'usd',
      customer: null,
      payment_method: null,
      last_payment_error: null,
      next_action: null,
      created: now(),
      ...fields,
    };
    intents.set(pi.id, pi);
    return pi;
  };

  const expandSession = (s: Json, expand: string[]) => {
    if (!expand.includes('payment_intent') || !s.payment_intent) return s;
    const pi = { ...intents.get(s.payment_intent) };
    if (expand.includes('payment_intent.payment_method') && typeof pi.payment_method === 'string')
      pi.payment_method = (methods.get(pi.customer) ?? []).find((m) => m.id === pi.payment_method);
    return { ...s, payment_intent: pi };
  };

  const route = (method: string, path: string, body: Json, query: URLSearchParams) => {
    const expand = [...query.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
    const bodyExpand: string[] = Array.isArray(body.expand) ? body.expand : [];
    const param = (pattern: RegExp) => (method === 'GET' ? pattern.exec(path)?.[1] : undefined);
    let match: string | undefined;
    if (method === 'POST' && path === '/v1/customers') {
      const c = {
        id: id('cus'),
        object: 'customer',
        name: body.name,
        email: body.email ?? null,
        metadata: body.metadata ?? {},
      };
      customers.set(c.id, c);
      return { status: 200, body: c };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (!customers.has(body.customer))
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such customer: '${body.customer}'`,
            },
          },
        };
      const item = body.line_items?.[0];
      const s = {
        id: id('cs'),
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(item?.price_data?.unit_amount) * Number(item?.quantity ?? 1),
        currency: item?.price_data?.currency ?? 'usd',
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        payment_intent: null as string | null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        expires_at: Number(body.expires_at),
        url: '',
      };
      s.url = `https://checkout.stripe.com/c/pay/${s.id}`;
      sessions.set(s.id, s);
      return { status: 200, body: s };
    }
    match = param(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (match) {
      const s = sessions.get(match);
      if (!s)
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such checkout.session',
            },
          },
        };
      return { status: 200, body: expandSession(s, expand) };
    }
    match = param(/^\/v1\/customers\/([^/]+)\/payment_methods$/);
    if (match) {
      const list = methods.get(match) ?? [];
      return {
        status: 200,
        body: {
          object: 'list',
          data: list.slice(0, Number(query.get('limit') ?? 10)),
          has_more: false,
          url: path,
        },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(body.amount);
      const cents = amount % 100;
      const pm = (methods.get(body.customer) ?? []).find((m) => m.id === body.payment_method);
      if (!pm)
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such PaymentMethod',
            },
          },
        };
      if (cents === 2) return cardError('card_declined', 'Your card was declined.');
      if (cents === 3 && body.off_session === 'true')
        return cardError('authentication_required', 'Your card requires authentication.');
      const pi = intent({
        amount,
        customer: body.customer,
        payment_method: pm.id,
        status: cents === 3 ? 'requires_action' : cents === 4 ? 'processing' : 'succeeded',
        next_action:
          cents === 3
            ? {
                type: 'redirect_to_url',
                redirect_to_url: {
                  url: `https://hooks.stripe.com/3d/${randomBytes(6).toString('hex')}`,
                },
              }
            : null,
      });
      return {
        status: 200,
        body: bodyExpand.includes('payment_method') ? { ...pi, payment_method: pm } : pi,
      };
    }
    match = param(/^\/v1\/payment_intents\/([^/]+)$/);
    if (match) {
      const pi = intents.get(match);
      if (!pi)
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such payment_intent',
            },
          },
        };
      const pm = (methods.get(pi.customer) ?? []).find((m) => m.id === pi.payment_method);
      return {
        status: 200,
        body: expand.includes('payment_method') && pm ? { ...pi, payment_method: pm } : pi,
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(body.customer))
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'No such customer' } },
        };
      return {
        status: 200,
        body: {
          id: id('bps'),
          object: 'billing_portal.session',
          customer: body.customer,
          url: `https://billing.stripe.com/p/session/${randomBytes(8).toString('hex')}`,
          return_url: body.return_url,
        },
      };
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    };
  };

  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}`);
    const key = req.headers['idempotency-key'];
    const cacheKey = typeof key === 'string' ? `${req.method} ${url.pathname} ${key}` : null;
    const failed = nextFailure;
    nextFailure = null;
    const reply =
      failed ||
      (cacheKey && replies.get(cacheKey)) ||
      route(req.method ?? 'GET', url.pathname, parseForm(text), url.searchParams);
    if (cacheKey) replies.set(cacheKey, reply);
    res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const session = (sessionId: string) => {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`no session ${sessionId}`);
    return s;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(status, error) {
      nextFailure = { status, body: { error } };
    },
    session,
    pay(sessionId) {
      const s = session(sessionId);
      const pm = card();
      methods.set(s.customer, [...(methods.get(s.customer) ?? []), pm]);
      const pi = intent({
        amount: s.amount_total,
        customer: s.customer,
        payment_method: pm.id,
        status: 'succeeded',
      });
      Object.assign(s, { status: 'complete', payment_status: 'paid', payment_intent: pi.id });
    },
    decline(sessionId) {
      const s = session(sessionId);
      const pi = intent({
        amount: s.amount_total,
        customer: s.customer,
        status: 'requires_payment_method',
        last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
      });
      s.payment_intent = pi.id;
    },
    expire(sessionId) {
      Object.assign(session(sessionId), { status: 'expired', url: null });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
