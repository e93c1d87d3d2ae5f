import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasReadMessagesResponseSchema, markReadMessageResponseSchema, MESSAGES_NOTIFICATION_ID, messagesResponseSchema } from '@slakteweb/core';
import { requireActorWith } from '../auth/actor.js';
import { messageIdSchema, type MessagesService } from './messages.service.js';

/** A message id, or 'notification' for the inbox; anything else names no message (404). */
const markReadParams = z.object({ id: z.union([z.literal(MESSAGES_NOTIFICATION_ID), messageIdSchema]) });

/**
 * GET /api/external/messages, GET /api/hasread/messages and POST /api/markread/messages/{id}
 * (spec/portal.md §7). 'external' is the spec's path; the messages still need a session. The
 * messages are broadcasts with a read state per logged-in user, so staff acting for nobody have
 * them too: these are not farm routes.
 */
export function messageRoutes(messages: MessagesService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.get('/external/messages', { schema: { response: { 200: messagesResponseSchema } } }, async (request) => ({
      messages: await messages.list(requireActorWith(request, 'messages.read')),
    }));

    app.get('/hasread/messages', { schema: { response: { 200: hasReadMessagesResponseSchema } } }, async (request) => ({
      items: await messages.readState(requireActorWith(request, 'messages.read')),
    }));

    // 'notification' is an id here too: this route answers POST /api/markread/messages/notification.
    app.post(
      '/markread/messages/:id',
      { schema: { params: markReadParams, response: { 200: markReadMessageResponseSchema } }, config: { invalidParamsAreNotFound: true } },
      async (request) => messages.markRead(requireActorWith(request, 'messages.read'), request.params.id),
    );
  };
}
