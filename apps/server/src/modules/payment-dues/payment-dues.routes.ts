// Payment due dates (seed 002 §7 "Payment due dates"): payment-due-date/list and /transactions of
// the spec, payment-due-date/pay to open the provider's page, and the provider's signed return.
import {
  dueDocumentsSchema,
  dueListInputSchema,
  duePaymentSchema,
  duePayInputSchema,
  dueTransactionsSchema,
  envelopeSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, failure } from '../../platform/envelope';
import { readInput } from '../../platform/http';
import { requireUser } from '../../platform/session';
import type { PaymentProvider } from '../orders';
import { DUE_PAGE, type PaymentDuesService } from './payment-dues.service';

const tags = ['payment-due-date'];

export const paymentDueRoutes: FastifyPluginAsyncZod<{
  dues: PaymentDuesService;
  provider: PaymentProvider;
}> = async (app, { dues, provider }) => {
  app.get(
    '/payment-due-date/list',
    {
      schema: {
        tags,
        summary: "The member's payment due documents (open ones; show_all=true: settled ones too)",
        description: 'States: 1 overdue, 2 expiring, 3 in progress, 4 settled.',
        response: { 200: envelopeSchema(dueDocumentsSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(dueListInputSchema, request);
      return envelope(await dues.list(userId, input.show_all ?? false));
    },
  );

  app.get(
    '/payment-due-date/transactions',
    {
      schema: {
        tags,
        summary: "The member's payments of due documents, newest first",
        description: 'States: 0 error, 1 in progress, 2 completed.',
        response: { 200: envelopeSchema(dueTransactionsSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return envelope(await dues.transactions(userId));
    },
  );

  app.post(
    '/payment-due-date/pay',
    {
      schema: {
        tags,
        summary: "Opens the payment provider's page for what is left of a document",
        description:
          'Refusals (status 1): error.payment_due.unknown, error.payment_due.settled, error.payment_due.in_progress. A payment already open for the document answers its page again.',
        body: duePayInputSchema.partial().nullish(),
        response: { 200: envelopeSchema(duePaymentSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(duePayInputSchema, request);
      return envelope(await dues.pay(userId, input.document_id));
    },
  );

  app.get(
    '/payment-due-date/payment-return',
    {
      // The provider's page sends the browser back: the signature authorises the call.
      config: { crossSite: 'allow' },
      schema: {
        tags,
        summary: "Return of the provider's page (signed): ends the payment, redirects to the member's page",
        description: `A wrong signature or an unknown payment answers HTTP 400 and changes nothing; otherwise 303 to ${DUE_PAGE}?esito=ok|ko&documento={id}.`,
      },
    },
    async (request, reply) => {
      const params = Object.fromEntries(
        Object.entries((request.query ?? {}) as Record<string, unknown>).filter(
          (e): e is [string, string] => typeof e[1] === 'string',
        ),
      );
      const result = provider.verifyReturn(params);
      const applied = result ? await dues.applyResult(result) : null;
      if (!applied)
        return reply
          .status(400)
          .send(
            failure(
              'error.payment.signature',
              'Il risultato del pagamento non è valido (firma o dati non corrispondenti): nessuna modifica è stata fatta.',
            ),
          );
      return reply.redirect(
        `${DUE_PAGE}?esito=${applied.paid ? 'ok' : 'ko'}&documento=${applied.documentId}`,
        303,
      );
    },
  );
};
