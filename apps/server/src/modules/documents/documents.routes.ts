import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentsPageQuerySchema, documentsPageResponseSchema, documentsResponseSchema, documentsZipQuerySchema } from '@slakteweb/core';
import { impersonationQuery, requirePermission } from '../auth/actor.js';
import { nameForAccessLog } from '../auth/person-log.js';
import { DOWNLOAD_ID_PATTERN, type DocumentsService } from './documents.service.js';
import { plainJsonSerializer } from '../../lib/plain-json.js';

const downloadParams = z.object({ download_id: z.string().regex(DOWNLOAD_ID_PATTERN) });

/**
 * GET /api/documents and GET /api/documents/download/{download_id} (spec/portal.md §7), and the
 * archive's GET /api/documents/download-zip?ids=…. The accounting route by settlement number lives
 * with the settlements.
 */
export function documentRoutes(documents: DocumentsService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    // A long list: answered without a zod check per response (plain-json.ts).
    app.get('/documents', { schema: { response: { 200: documentsResponseSchema } }, serializerCompiler: plainJsonSerializer }, async (request) => documents.list(requirePermission(request, 'documents.read').supplierNo));

    // One kind a page at a time, newest first (contracts/paging.ts).
    app.get(
      '/documents/page',
      { schema: { querystring: impersonationQuery.extend(documentsPageQuerySchema.shape), response: { 200: documentsPageResponseSchema } }, serializerCompiler: plainJsonSerializer },
      async (request) => {
        const { kind, limit, before, q } = request.query;
        return documents.page(requirePermission(request, 'documents.read').supplierNo, kind, { limit, ...(before ? { before } : {}), ...(q ? { q } : {}) });
      },
    );

    // A malformed id names no document: 404 like an unknown one.
    app.get('/documents/download/:download_id', { schema: { params: downloadParams }, config: { invalidParamsAreNotFound: true } }, async (request, reply) => {
      const pdf = await documents.download(requirePermission(request, 'documents.read').supplierNo, request.params.download_id);
      // 'Lastet ned Faktura F2026-10001-013' in the farmer's log, when a person downloads it.
      nameForAccessLog(request, pdf.title);
      if (pdf.size !== undefined) reply.header('content-length', String(pdf.size));
      // File names are plain ASCII (safeFileName): safe to quote.
      return reply.header('content-type', pdf.contentType).header('content-disposition', `attachment; filename="${pdf.fileName}"`).send(pdf.body);
    });

    // The archive's chosen PDFs as one zip. A GET with the download ids in the query, so the
    // browser downloads it from a plain link (the session cookie and, while impersonating,
    // impersonateUsername go along as with one PDF), and the zip streams straight to disk.
    app.get('/documents/download-zip', { schema: { querystring: impersonationQuery.extend(documentsZipQuerySchema.shape) } }, async (request, reply) => {
      const zip = await documents.zip(requirePermission(request, 'documents.read').supplierNo, request.query.ids);
      return reply.header('content-type', 'application/zip').header('content-disposition', 'attachment; filename="dokumenter.zip"').send(zip);
    });
  };
}
