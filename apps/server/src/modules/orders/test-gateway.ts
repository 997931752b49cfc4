// The built-in test payment gateway: stands for an outside provider, served on
// its own route prefix (/test-gateway). A plain server-rendered Italian page
// shows amount and merchant and accepts the documented test cards:
//   4242 4242 4242 4242  approved
//   4000 0000 0000 0002  declined
//   4000 0000 0000 3220  3-D Secure challenge (OTP 123456 approves, anything else declines)
//   4000 0000 0000 0119  timeout (the payment ends unpaid)
// Any future expiry (MM/AA) and any 3-digit CVV. The browser goes back to the
// shop's return URL with an HMAC-SHA256 signed result.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Database } from '../../platform/db';
import type { TestGatewaySessionTable } from './orders.tables';
import { TestGatewayRepository } from './test-gateway.repository';
import type { PaymentOutcome, PaymentProvider, PaymentResult, PaymentSessionInput } from './payment-provider';

export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  challenge: '4000000000003220',
  timeout: '4000000000000119',
} as const;
export const TEST_OTP = '123456';
export const GATEWAY_PREFIX = '/test-gateway';

type GatewaySession = Selectable<TestGatewaySessionTable>;

const SIGNED_FIELDS = [
  'ref',
  'session',
  'outcome',
  'amount',
  'card_token',
  'circuit',
  'masked',
  'expiry',
] as const;

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function euro(cents: number): string {
  return new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

export function signParams(key: string, params: Record<string, string>): string {
  const canonical = SIGNED_FIELDS.map((f) => `${f}=${params[f] ?? ''}`).join('&');
  return createHmac('sha256', key).update(canonical).digest('hex');
}

export class TestGateway implements PaymentProvider {
  readonly name = 'test-gateway';

  private readonly sessions: TestGatewayRepository;

  constructor(
    db: Database,
    private readonly options: { hmacKey: string; merchantName: string; sessionMinutes: number },
  ) {
    this.sessions = new TestGatewayRepository(db);
  }

  async startSession(input: PaymentSessionInput) {
    const sessionId = `ps_${randomBytes(16).toString('hex')}`;
    await this.sessions.insert({
      session_id: sessionId,
      merchant_ref: input.merchantRef,
      amount_cents: input.amountCents,
      description: input.description,
      return_url: input.returnUrl,
      allow_save: input.allowSaveCard,
    });
    return { providerReference: sessionId, redirectUrl: `${GATEWAY_PREFIX}/pay/${sessionId}` };
  }

  verifyReturn(params: Record<string, string>): PaymentResult | null {
    const sig = params.sig ?? '';
    if (!/^[0-9a-f]{64}$/.test(sig)) return null;
    const expected = Buffer.from(signParams(this.options.hmacKey, params), 'hex');
    const given = Buffer.from(sig, 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const outcome = params.outcome as PaymentOutcome;
    if (!['approved', 'declined', 'timeout', 'cancelled'].includes(outcome)) return null;
    const amount = Number(params.amount);
    if (!Number.isSafeInteger(amount) || amount < 0) return null;
    return {
      merchantRef: params.ref ?? '',
      providerReference: params.session ?? '',
      outcome,
      amountCents: amount,
      ...(params.card_token
        ? {
            savedCard: {
              token: params.card_token,
              circuit: params.circuit ?? '',
              maskedCard: params.masked ?? '',
              expiry: params.expiry ?? '',
              fingerprint: params.card_fp ?? '',
            },
          }
        : {}),
    };
  }

  async chargeSavedCard(input: {
    token: string;
    amountCents: number;
    merchantRef: string;
  }): Promise<PaymentResult> {
    // The token carries the test card's last digits: the declined test card stays declined.
    const last4 = /^tok_(\d{4})_/.exec(input.token)?.[1];
    const outcome: PaymentOutcome = !last4
      ? 'declined'
      : last4 === '0002'
        ? 'declined'
        : last4 === '0119'
          ? 'timeout'
          : 'approved';
    return {
      merchantRef: input.merchantRef,
      providerReference: `op_${randomBytes(12).toString('hex')}`,
      outcome,
      amountCents: input.amountCents,
    };
  }

  async capture(_input: { providerReference: string | null; amountCents: number }) {
    return { ok: true };
  }

  // ---- the hosted page ----

  private returnLocation(
    session: { return_url: string; merchant_ref: string; session_id: string; amount_cents: number },
    outcome: PaymentOutcome,
    card?: { token: string; circuit: string; masked: string; expiry: string; fingerprint?: string },
  ) {
    const params: Record<string, string> = {
      ref: session.merchant_ref,
      session: session.session_id,
      outcome,
      amount: String(session.amount_cents),
      card_token: card?.token ?? '',
      circuit: card?.circuit ?? '',
      masked: card?.masked ?? '',
      expiry: card?.expiry ?? '',
      card_fp: card?.fingerprint ?? '',
    };
    params.sig = signParams(this.options.hmacKey, params);
    const qs = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '')).toString();
    return `${session.return_url}${session.return_url.includes('?') ? '&' : '?'}${qs}`;
  }

  private page(title: string, body: string): string {
    return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Gateway di pagamento di prova</title><link rel="icon" href="data:,">
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:24px auto;padding:0 16px;color:#222}
label{display:block;margin-top:12px;font-weight:bold}input[type=text],input[type=password]{width:100%;padding:8px;font-size:16px;box-sizing:border-box}
button{margin-top:16px;padding:10px 18px;font-size:16px;background:#1565c0;color:#fff;border:0;border-radius:4px;cursor:pointer}
button.secondary{background:#757575}.error{color:#b71c1c;font-weight:bold}.amount{font-size:28px;font-weight:bold}
.note{font-size:13px;color:#555}.test-banner{background:#fff3cd;border:2px solid #b26a00;color:#4a2c00;padding:12px;border-radius:4px;margin-bottom:16px}
.test-banner strong{display:block;font-size:18px;letter-spacing:.5px}</style></head>
<body><main><div class="test-banner" role="note" aria-label="Pagamento di prova"><strong>PAGAMENTO DI PROVA</strong>
Questo è il gateway di prova di Sporta, non una banca: nessun pagamento è reale e nulla viene addebitato. Non inserire i dati di una carta vera: usa le carte di prova elencate.</div>${body}</main></body></html>`;
  }

  private async session(id: string) {
    return this.sessions.byId(id);
  }

  private formPage(
    s: { session_id: string; amount_cents: number; description: string; allow_save: boolean },
    error?: string,
    values: Record<string, string> = {},
  ) {
    const err = error ? `<p class="error" role="alert" id="errore">${escapeHtml(error)}</p>` : '';
    const save = s.allow_save
      ? `<label><input type="checkbox" name="save_card" value="1"${values.save_card ? ' checked' : ''}> Salva la carta per i prossimi acquisti</label>`
      : '';
    return this.page(
      'Pagamento',
      `<h1>Pagamento a ${escapeHtml(this.options.merchantName)}</h1>
<p>${escapeHtml(s.description)}</p>
<p>Importo da autorizzare: <span class="amount">${escapeHtml(euro(s.amount_cents))}</span></p>
${err}
<form method="post" action="${GATEWAY_PREFIX}/pay/${escapeHtml(s.session_id)}"${error ? ' aria-describedby="errore"' : ''}>
<label for="card_holder">Intestatario della carta</label>
<input type="text" id="card_holder" name="card_holder" autocomplete="cc-name" value="${escapeHtml(values.card_holder ?? '')}">
<label for="card_number">Numero della carta</label>
<input type="text" id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(values.card_number ?? '')}">
<label for="expiry">Scadenza (MM/AA)</label>
<input type="text" id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/AA" required value="${escapeHtml(values.expiry ?? '')}">
<label for="cvv">Codice di sicurezza (CVV)</label>
<input type="password" id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required>
${save}
<button type="submit" name="action" value="pay">Paga ${escapeHtml(euro(s.amount_cents))}</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Annulla e torna al negozio</button>
</form>
<h2>Carte di prova</h2>
<ul class="note"><li>4242 4242 4242 4242: pagamento approvato</li><li>4000 0000 0000 0002: pagamento rifiutato</li>
<li>4000 0000 0000 3220: verifica 3-D Secure (codice ${TEST_OTP})</li><li>4000 0000 0000 0119: tempo scaduto</li></ul>
<p class="note">Scadenza futura qualsiasi, CVV di 3 cifre qualsiasi.</p>`,
    );
  }

  private otpPage(s: { session_id: string; amount_cents: number }, error?: string) {
    const err = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
    return this.page(
      'Verifica 3-D Secure',
      `<h1>Verifica 3-D Secure</h1>
<p>La tua banca chiede di confermare il pagamento di ${escapeHtml(euro(s.amount_cents))} a ${escapeHtml(this.options.merchantName)}.</p>
${err}
<form method="post" action="${GATEWAY_PREFIX}/pay/${escapeHtml(s.session_id)}/otp">
<label for="otp">Codice ricevuto via SMS</label>
<input type="text" id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Conferma</button>
</form>
<p class="note">Codice di prova: ${TEST_OTP}.</p>`,
    );
  }

  /** Registers the gateway's page routes (outside /ebsn/api: the gateway is not the shop). */
  routes(app: FastifyInstance): void {
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // The app-wide 'no-referrer' makes a browser send `Origin: null` with the page's form
        // POST, which the shop's CSRF check refuses: same-origin keeps the real Origin.
        .header('referrer-policy', 'same-origin')
        .send(body);
    const message = (reply: FastifyReply, status: number, title: string, heading: string, text: string) =>
      html(reply, status, this.page(title, `<h1>${heading}</h1><p>${text}</p>`));
    const notFound = (reply: FastifyReply) =>
      message(
        reply,
        404,
        'Sessione non trovata',
        'Sessione di pagamento non trovata',
        'Il link di pagamento non è valido o è scaduto: torna al negozio e riprova.',
      );
    const done = (reply: FastifyReply) =>
      message(
        reply,
        409,
        'Pagamento già elaborato',
        'Pagamento già elaborato',
        'Questo pagamento è già stato concluso: torna al negozio.',
      );
    const expired = (s: { created_at: Date }) =>
      Date.now() - s.created_at.getTime() > this.options.sessionMinutes * 60_000;
    const finish = async (
      reply: FastifyReply,
      s: { session_id: string; return_url: string; merchant_ref: string; amount_cents: number },
      outcome: PaymentOutcome,
      card?: { token: string; circuit: string; masked: string; expiry: string; fingerprint?: string },
    ) => {
      if (!(await this.sessions.finish(s.session_id))) return done(reply);
      return reply.redirect(this.returnLocation(s, outcome, card), 303);
    };
    const sessionIdOk = (id: string) => /^ps_[0-9a-f]{32}$/.test(id);
    /**
     * The one template of the three session pages: an unknown session gets 404, a concluded one
     * 409 and, with `checkExpiry`, an expired one goes back to the shop as a timeout; otherwise
     * `handle` answers, with `field` reading a trimmed string of the posted form ('' when absent).
     */
    const sessionPage =
      (
        handle: (reply: FastifyReply, s: GatewaySession, field: (name: string) => string) => unknown,
        { checkExpiry }: { checkExpiry: boolean },
      ) =>
      async (request: FastifyRequest<{ Params: { sessionId: string } }>, reply: FastifyReply) => {
        const { sessionId } = request.params;
        if (!sessionIdOk(sessionId)) return notFound(reply);
        const s = await this.session(sessionId);
        if (!s) return notFound(reply);
        if (s.state === 'done') return done(reply);
        if (checkExpiry && expired(s)) return finish(reply, s, 'timeout');
        const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
          string,
          unknown
        >;
        return handle(reply, s, (k) => (typeof body[k] === 'string' ? (body[k] as string).trim() : ''));
      };

    app.get<{ Params: { sessionId: string } }>(
      `${GATEWAY_PREFIX}/pay/:sessionId`,
      { schema: { hide: true } },
      sessionPage((reply, s) => html(reply, 200, s.state === 'otp' ? this.otpPage(s) : this.formPage(s)), {
        checkExpiry: true,
      }),
    );

    app.post<{ Params: { sessionId: string } }>(
      `${GATEWAY_PREFIX}/pay/:sessionId`,
      { schema: { hide: true } },
      sessionPage(
        async (reply, s, field) => {
          if (field('action') === 'cancel') return finish(reply, s, 'cancelled');
          const number = field('card_number').replace(/[\s-]/g, '');
          const values = {
            card_holder: field('card_holder'),
            card_number: field('card_number'),
            expiry: field('expiry'),
            save_card: field('save_card'),
          };
          const refuse = (error: string) => html(reply, 200, this.formPage(s, error, values));
          const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(field('expiry'));
          if (!/^\d{13,19}$/.test(number))
            return refuse('Numero della carta non valido: controlla le cifre.');
          const month = m ? Number(m[1]) : 0;
          const year = m ? 2000 + Number(m[2]) : 0;
          const now = new Date();
          if (
            !m ||
            month < 1 ||
            month > 12 ||
            year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
          )
            return refuse('Scadenza non valida: indica mese e anno futuri nel formato MM/AA.');
          if (!/^\d{3}$/.test(field('cvv')))
            return refuse('Il codice di sicurezza (CVV) deve avere 3 cifre.');
          if (!(Object.values(TEST_CARDS) as string[]).includes(number))
            return refuse('Carta non accettata dal gateway di prova: usa una delle carte di prova elencate.');
          const card =
            s.allow_save && values.save_card
              ? {
                  token: `tok_${number.slice(-4)}_${randomBytes(12).toString('hex')}`,
                  circuit: 'VISA',
                  masked: `**** **** **** ${number.slice(-4)}`,
                  expiry: `${m[1]}/${m[2]}`,
                  fingerprint: createHmac('sha256', this.options.hmacKey)
                    .update(`card:${number}`)
                    .digest('hex')
                    .slice(0, 32),
                }
              : undefined;
          if (number === TEST_CARDS.approved) return finish(reply, s, 'approved', card);
          if (number === TEST_CARDS.declined) return finish(reply, s, 'declined');
          if (number === TEST_CARDS.timeout) return finish(reply, s, 'timeout');
          await this.sessions.awaitOtp(s.session_id, card ?? {});
          return html(reply, 200, this.otpPage(s));
        },
        { checkExpiry: true },
      ),
    );

    app.post<{ Params: { sessionId: string } }>(
      `${GATEWAY_PREFIX}/pay/:sessionId/otp`,
      { schema: { hide: true } },
      sessionPage(
        (reply, s, field) => {
          if (s.state !== 'otp') return html(reply, 200, this.formPage(s));
          const otp = field('otp');
          const pending = (s.pending ?? {}) as Record<string, string>;
          const card = pending.token
            ? {
                token: pending.token,
                circuit: pending.circuit ?? '',
                masked: pending.masked ?? '',
                expiry: pending.expiry ?? '',
                fingerprint: pending.fingerprint ?? '',
              }
            : undefined;
          return finish(
            reply,
            s,
            otp === TEST_OTP ? 'approved' : 'declined',
            otp === TEST_OTP ? card : undefined,
          );
        },
        { checkExpiry: false },
      ),
    );
  }
}

export function sessionExpiry(minutes: number): Date {
  return new Date(Date.now() + minutes * 60_000);
}
