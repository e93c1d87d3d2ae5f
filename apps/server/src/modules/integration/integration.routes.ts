import type { FastifySchemaCompiler } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  caseExportResponseSchema,
  caseImportSchema,
  documentFileParamsSchema,
  documentImportSchema,
  FILE_MAX_BYTES,
  helpTextImportSchema,
  herdImportSchema,
  messageImportSchema,
  PROGNOSIS_INFO_MAX_LENGTH,
  prognosisConfigImportSchema,
  returnFormImportSchema,
  slaughterPhotoParamsSchema,
  pickupWeekImportSchema,
  priceListSchema,
  enrolmentExportResponseSchema,
  enrolmentStatusImportSchema,
  profileExportResponseSchema,
  grantExportResponseSchema,
  prognosisExportResponseSchema,
  registerStatusResponseSchema,
  registerStatusSchema,
  exportQuerySchema,
  IMPORT_MAX_BODY_BYTES,
  IMPORT_MAX_NODES,
  importBodySchema,
  importEnvelopeSchema,
  importResponseSchema,
  type IntegrationScope,
  settlementImportSchema,
  supplierImportSchema,
} from '@slakteweb/core';
import { importResponse } from './import-batch.js';
import { requireServiceToken } from './integration-auth.js';
import { enrolmentEventsCsv, type EnrolmentsExportService } from './enrolments-export.service.js';
import { grantEventsCsv, type GrantsExportService } from './grants-export.service.js';
import { type PrognosesProfilesExportService, profileEventsCsv, prognosisEventsCsv } from './prognoses-profiles-export.service.js';
import type { ServiceTokenService } from './service-token.service.js';
import { caseEventsCsv, type CasesIntegrationService } from './cases-integration.service.js';
import type { ContentImportService } from './content-import.service.js';
import type { DocumentsImportService } from './documents-import.service.js';
import type { EnrolmentStatusImportService } from './enrolment-status.service.js';
import { type FilesImportService, UPLOAD_CONTENT_TYPES } from './files-import.service.js';
import type { HerdImportService } from './herd-import.service.js';
import type { PriceListsImportService } from './price-lists-import.service.js';
import type { RegisterStatusService } from './register-status.service.js';
import type { SettlementsImportService } from './settlements-import.service.js';
import type { SuppliersImportService } from './suppliers-import.service.js';

export interface IntegrationServices {
  tokens: ServiceTokenService;
  suppliers: SuppliersImportService;
  settlements: SettlementsImportService;
  documents: DocumentsImportService;
  content: ContentImportService;
  priceLists: PriceListsImportService;
  herd: HerdImportService;
  registers: RegisterStatusService;
  files: FilesImportService;
  enrolments: EnrolmentsExportService;
  prognosesProfiles: PrognosesProfilesExportService;
  grants: GrantsExportService;
  cases: CasesIntegrationService;
  enrolmentStatus: EnrolmentStatusImportService;
}

/** An export page as CSV: a header line, then one line per event. */
const csvSchema = z.string();

/** The error answers every integration route may give, for the OpenAPI document. */
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema } as const;

/**
 * The body of an import is checked as a batch only (an array of at most IMPORT_MAX_RECORDS
 * objects): each record is then checked on its own, so one bad record is answered 'rejected'
 * and the rest go on. The route still declares the full record schema, for the OpenAPI document;
 * its body's type is what the batch check makes sure of (records of unknown content).
 * An import route has a body only: a part it might gain later (a query, parameters) would not be
 * checked by its own schema here, so it fails the route's start rather than pass unchecked.
 */
const batchValidator: FastifySchemaCompiler<unknown> = (route) => {
  if (route.httpPart !== 'body') throw new Error(`An import route checks its body only, not its ${route.httpPart ?? 'request'} (${route.url})`);
  return validatorCompiler({ ...route, schema: importEnvelopeSchema });
};

function importRoute(scope: IntegrationScope, tokens: ServiceTokenService, record: z.ZodType, summary: string, maxStringChars?: number) {
  return {
    schema: {
      summary,
      tags: ['integration'],
      security: [{ serviceToken: [scope] }],
      body: importBodySchema(record),
      response: { 200: importResponseSchema, 413: apiErrorSchema, ...errors },
    },
    validatorCompiler: batchValidator,
    bodyLimit: IMPORT_MAX_BODY_BYTES,
    config: { serviceTokenAuth: true, inputLimits: { maxNodes: IMPORT_MAX_NODES, ...(maxStringChars ? { maxStringChars } : {}) } },
    onRequest: requireServiceToken(tokens, scope),
  };
}

/**
 * /api/integration/*: the cooperative's systems, with bearer service tokens (never a session).
 * Imports are idempotent batches answered per record; exports are feeds read with a cursor.
 */
export function integrationRoutes(services: IntegrationServices): FastifyPluginAsyncZod {
  const { tokens } = services;
  return async function (app) {
    app.put('/suppliers', importRoute('import:suppliers', tokens, supplierImportSchema, 'Import suppliers (and old-system list entries)'), async (request) =>
      services.suppliers.import(request.body.records),
    );

    app.put('/settlements', importRoute('import:settlements', tokens, settlementImportSchema, 'Import settlements, posted and temporary, with their animals'), async (request) =>
      services.settlements.import(request.body.records),
    );

    app.put('/documents', importRoute('import:documents', tokens, documentImportSchema, 'Import documents (invoices, credit notes, accountings, open posts, account statements)'), async (request) =>
      services.documents.import(request.body.records),
    );

    app.put('/herd', importRoute('import:herd', tokens, herdImportSchema, 'Import a farm’s cattle herd and medicine register (replaces what the portal had)'), async (request) =>
      services.herd.import(request.body.records),
    );

    // Not a batch: one register's availability, which the enrolment's checks depend on.
    app.put(
      '/register-status',
      {
        schema: {
          summary: 'Report whether the herd or the medicine register is available (while one is down, enrolments whose check needs it are answered 503 SERVICES_DOWN)',
          tags: ['integration'],
          security: [{ serviceToken: ['import:herd'] }],
          body: registerStatusSchema,
          response: { 200: registerStatusResponseSchema, ...errors },
        },
        config: { serviceTokenAuth: true },
        onRequest: requireServiceToken(tokens, 'import:herd'),
      },
      async (request) => services.registers.report(request.body),
    );

    app.put('/pickup-weeks', importRoute('import:content', tokens, pickupWeekImportSchema, 'Import pickup-week rules (a week without a rule is open)'), async (request) =>
      services.content.pickupWeeks(request.body.records),
    );

    app.put(
      '/price-lists',
      importRoute('import:prices', tokens, priceListSchema, 'Import price lists by animal kind, settlement category and the ISO week they are in force from'),
      async (request) => services.priceLists.import(request.body.records),
    );

    app.put('/content/help-texts', importRoute('import:content', tokens, helpTextImportSchema, 'Import help texts (HTML) by name'), async (request) =>
      services.content.helpTexts(request.body.records),
    );

    app.put('/content/messages', importRoute('import:content', tokens, messageImportSchema, 'Import messages to every farm or to one, by the cooperative’s id'), async (request) =>
      services.content.messages(request.body.records),
    );

    app.put(
      '/content/prognosis-config',
      // The survey's info text may be longer than the guard's usual limit for one string.
      importRoute('import:content', tokens, prognosisConfigImportSchema, 'Import the prognosis survey of each animal kind', PROGNOSIS_INFO_MAX_LENGTH),
      async (request) => services.content.prognosisConfig(request.body.records),
    );

    app.put('/content/return-forms', importRoute('import:content', tokens, returnFormImportSchema, 'Import the return form of each animal kind'), async (request) =>
      services.content.returnForms(request.body.records),
    );

    // Files come as their bytes, here only (this plugin's scope): PDFs and photos.
    app.addContentTypeParser(UPLOAD_CONTENT_TYPES, { parseAs: 'buffer', bodyLimit: FILE_MAX_BYTES }, (_request, body, done) => done(null, body));
    const fileRoute = <P extends z.ZodType>(scope: IntegrationScope, params: P, summary: string) => ({
      schema: { summary, tags: ['integration'], security: [{ serviceToken: [scope] }], params, response: { 200: importResponseSchema, 404: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...errors } },
      bodyLimit: FILE_MAX_BYTES,
      config: { serviceTokenAuth: true, invalidParamsAreNotFound: true },
      onRequest: requireServiceToken(tokens, scope),
    });

    app.put(
      '/files/documents/:kind/:document_no',
      fileRoute('import:documents', documentFileParamsSchema, 'Upload the PDF of an imported document (Content-Type: application/pdf)'),
      async (request) => importResponse([await services.files.documentPdf(request.params.kind, request.params.document_no, request.body, request.headers['content-type'] ?? '')]),
    );

    app.put(
      '/files/slaughter-photos/:kind/:settlement_no/:animal/:photo',
      fileRoute('import:settlements', slaughterPhotoParamsSchema, 'Upload a slaughter photo of a settlement’s animal (Content-Type: image/png or image/jpeg)'),
      async (request) => importResponse([await services.files.slaughterPhoto(request.params, request.body, request.headers['content-type'] ?? '')]),
    );

    const feed = <E>(
      path: string,
      scope: IntegrationScope,
      summary: string,
      response: z.ZodType<{ events: E[]; next: string }>,
      page: (since: string | undefined, limit: number) => Promise<{ events: E[]; next: string }>,
      toCsv: (events: E[]) => string,
    ) =>
      app.get(
        path,
        {
          schema: {
            summary,
            tags: ['integration'],
            security: [{ serviceToken: [scope] }],
            querystring: exportQuerySchema,
            // A page as JSON, or its events as CSV (by Accept), each with its own schema.
            response: { 200: { content: { 'application/json': { schema: response }, 'text/csv': { schema: csvSchema } } }, ...errors },
          },
          config: { serviceTokenAuth: true },
          onRequest: requireServiceToken(tokens, scope),
        },
        async (request, reply) => {
          const result = await page(request.query.since, request.query.limit);
          if (/\btext\/csv\b/.test(request.headers.accept ?? '')) {
            // The next cursor travels in a header: the CSV holds only events. Text of a type other
            // than JSON is sent as it is, past the serializer.
            return reply.header('x-next-cursor', result.next).type('text/csv; charset=utf-8').send(toCsv(result.events));
          }
          return result;
        },
      );

    feed(
      '/enrolments',
      'export:enrolments',
      'Submitted enrolments, deletion requests and deletions after a cursor (JSON, or CSV with Accept: text/csv)',
      enrolmentExportResponseSchema,
      (since, limit) => services.enrolments.page(since, limit),
      enrolmentEventsCsv,
    );
    app.put(
      '/enrolment-status',
      importRoute(
        'import:enrolment-status',
        tokens,
        enrolmentStatusImportSchema,
        'Say that the cooperative changed or deleted a submitted enrolment, or granted or refused its deletion request, by enrolment id (idempotent)',
      ),
      async (request) => services.enrolmentStatus.import(request.body.records),
    );
    feed(
      '/prognoses',
      'export:prognoses',
      'Prognosis submissions after a cursor (JSON, or CSV with Accept: text/csv)',
      prognosisExportResponseSchema,
      (since, limit) => services.prognosesProfiles.prognoses(since, limit),
      prognosisEventsCsv,
    );
    feed(
      '/cases',
      'export:cases',
      'Farmers’ questions about a carcass, with the animal as they saw it, after a cursor (JSON, or CSV with Accept: text/csv)',
      caseExportResponseSchema,
      (since, limit) => services.cases.page(since, limit),
      caseEventsCsv,
    );
    app.put('/cases', importRoute('import:cases', tokens, caseImportSchema, 'Send the status and answer of farmers’ questions, by case number (idempotent)'), async (request) =>
      services.cases.import(request.body.records),
    );
    feed(
      '/profiles',
      'export:profiles',
      'Farmers’ own changes of their contact details after a cursor (JSON, or CSV with Accept: text/csv)',
      profileExportResponseSchema,
      (since, limit) => services.prognosesProfiles.profiles(since, limit),
      profileEventsCsv,
    );
    feed(
      '/grants',
      'export:grants',
      'Who may act for which farm: grants farmers give and end, after a cursor (JSON, or CSV with Accept: text/csv)',
      grantExportResponseSchema,
      (since, limit) => services.grants.page(since, limit),
      grantEventsCsv,
    );
  };
}
