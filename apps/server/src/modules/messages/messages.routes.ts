import type { FastifyInstance } from 'fastify';
import { hasReadMessagesResponseSchema, markReadMessageResponseSchema, messagesResponseSchema } from '@slakteweb/core';
import type { MessagesService } from './messages.service.js';

/**
 * GET /api/external/messages, GET /api/hasread/messages and POST /api/markread/messages/{id}
 * (spec/portal.md §7). 'external' is the spec's path; the messages still need a session.
 */
export function messageRoutes(messages: MessagesService) {
  return async function (app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireConfirmedUser);

    app.get('/external/messages', { schema: { response: { 200: messagesResponseSchema } } }, async () => ({
      messages: await messages.list(),
    }));

    app.get('/hasread/messages', { schema: { response: { 200: hasReadMessagesResponseSchema } } }, async (request) => ({
      items: await messages.readState(request.actor!),
    }));

    // 'notification' is an id here too: this route answers POST /api/markread/messages/notification.
    app.post('/markread/messages/:id', { schema: { response: { 200: markReadMessageResponseSchema } } }, async (request) => {
      const { id } = request.params as { id: string };
      return messages.markRead(request.actor!, id);
    });
  };
}
