// The one error handler: AppError → envelope + HTTP status; schema failures →
// 400 naming the field in Italian; anything else → 500 with the generic text.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, GENERIC_FAILURE } from './errors';
import { envelope, failure } from './envelope';
import { redactUrl } from './logging';

/** SQLSTATEs that mean "this input value cannot be stored or compared" (class 22, data exception). */
const INPUT_SQL_STATES = new Set(['22003', '22P02', '22007', '22008', '22001', '22021', '2201B']);

const contextName: Record<string, string> = {
  querystring: 'parametro',
  body: 'campo',
  params: 'parametro del percorso',
  headers: 'intestazione',
};

function fieldOf(instancePath: string | undefined): string {
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path;
}

export function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  const ctx = contextName[error.validationContext ?? ''] ?? 'campo';
  const field = fieldOf(first?.instancePath);
  const detail = first?.message ?? 'valore non valido';
  return field ? `Il ${ctx} «${field}» non è valido: ${detail}.` : `Richiesta non valida: ${detail}.`;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.httpStatus >= 500) request.log.error({ err: error }, 'application error');
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      return reply
        .status(error.httpStatus)
        .send(failure(error.code, error.message, error.status, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send(failure('error.validation', validationMessage(error as FastifyError)));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (
      status === 413 ||
      error.code === 'FST_REQ_FILE_TOO_LARGE' ||
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    ) {
      return reply.status(413).send(failure('error.payload_too_large', 'La richiesta è troppo grande.'));
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send(
          failure(
            'error.unsupported_media_type',
            'Formato della richiesta non supportato: usa JSON o un modulo.',
          ),
        );
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad content length and other protocol errors of the framework.
      return reply
        .status(status)
        .send(failure('error.bad_request', 'Richiesta non valida: controlla i dati inviati.'));
    }
    // A value the database cannot hold (an integer past its type, a malformed date or number)
    // is the input's fault, not a crash: the schemas bound ids and ranges at the edge, and this
    // net answers 400 for anything they let through.
    const sqlState = (error as { code?: unknown }).code;
    if (typeof sqlState === 'string' && INPUT_SQL_STATES.has(sqlState)) {
      request.log.warn({ sqlState, url: redactUrl(request.url) }, 'input refused by the database');
      return reply
        .status(400)
        .send(failure('error.validation', 'Un valore della richiesta è fuori dall’intervallo ammesso.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('error.generic', GENERIC_FAILURE));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(
      envelope(
        null,
        {
          errors: [
            {
              code: 'error.not_found',
              message: `Percorso non trovato: ${request.method} ${request.url.split('?')[0]}`,
            },
          ],
        },
        1,
      ),
    );
  });
}
