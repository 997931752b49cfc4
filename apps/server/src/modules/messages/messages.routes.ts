// The message archive's calls (no call shown in the spec: this project's design, ADR 0060):
// message/list (newest first, paged), message/read (open one: it is marked read), message/unread-count.
import {
  envelopeSchema,
  messageListInputSchema,
  messageListSchema,
  messageReadInputSchema,
  messageReadSchema,
  unreadCountSchema,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../platform/envelope';
import { readInput } from '../../platform/http';
import { requireUser } from '../../platform/session';
import type { MessagesService } from './messages.service';

const tags = ['message'];

export const messageRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
  app.get(
    '/message/list',
    {
      schema: {
        tags,
        summary: "The customer's messages (the mails the shop sent them), newest first",
        description:
          'page (from 1), page_size (1-100, default 20). Marketing messages only with the marketing consent.',
        response: { 200: envelopeSchema(messageListSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(messageListInputSchema, request);
      return envelope(await messages.list(userId, input.page ?? 1, input.page_size ?? 20));
    },
  );

  app.post(
    '/message/read',
    {
      schema: {
        tags,
        summary: 'Opens one of the customer’s messages: its full text; it is marked read',
        description: 'message_id (query or body). Refusal (status 1): error.message.unknown.',
        body: messageReadInputSchema.partial().nullish(),
        response: { 200: envelopeSchema(messageReadSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      const input = readInput(messageReadInputSchema, request);
      return envelope(await messages.read(userId, input.message_id));
    },
  );

  app.get(
    '/message/unread-count',
    {
      schema: {
        tags,
        summary: "How many of the customer's messages are not read yet (the profile menu's badge)",
        response: { 200: envelopeSchema(unreadCountSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      return envelope(await messages.unreadCount(userId));
    },
  );
};
