import type { FastifyInstance } from 'fastify';
import { documentsResponseSchema } from '@slakteweb/core';
import type { DocumentsService } from './documents.service.js';

/**
 * GET /api/documents and GET /api/documents/download/{download_id} (spec/portal.md §7). The
 * accounting route by settlement number lives with the settlements.
 */
export function documentRoutes(documents: DocumentsService) {
  return async function (app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireConfirmedUser);

    app.get('/documents', { schema: { response: { 200: documentsResponseSchema } } }, async (request) => documents.list(request.actor!));

    app.get('/documents/download/:download_id', async (request, reply) => {
      const { download_id } = request.params as { download_id: string };
      const pdf = await documents.download(request.actor!, download_id);
      if (pdf.size !== undefined) reply.header('content-length', String(pdf.size));
      // File names are plain ASCII (safeFileName): safe to quote.
      return reply.header('content-type', pdf.contentType).header('content-disposition', `attachment; filename="${pdf.fileName}"`).send(pdf.body);
    });
  };
}
