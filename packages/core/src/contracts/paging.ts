import { z } from 'zod';
import { documentItemSchema, documentKindSchema } from './documents.js';

/**
 * Paged lists, newest first (opt-in: without `limit` the list routes answer the whole list as
 * before). A page holds at most `limit` items older than the cursor `before`, which is what the
 * previous page answered as `next_before` (null after the last page); `q` keeps only the items
 * whose label contains it ('dd.MM.yyyy', the number; documents also their title), so a screen can
 * search the whole history without downloading it.
 */
export const PAGE_LIMIT_MAX = 200;

/** 'yyyy-MM-dd~number' (settlements) or 'yyyy-MM-dd~number~id' (documents): opaque to clients. */
export const pageCursorSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}~[A-Za-z0-9_.-]{1,64}(~\d{1,18})?$/, 'Ugyldig side');

export const listPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).optional(),
  before: pageCursorSchema.optional(),
  q: z.string().trim().max(40).optional(),
});
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;

/** GET /api/documents/page?kind=…&limit=…[&before=…][&q=…]: one kind of document, a page at a time. */
export const documentsPageQuerySchema = listPageQuerySchema.extend({
  kind: documentKindSchema,
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX),
});
export const documentsPageResponseSchema = z.object({ documents: z.array(documentItemSchema), next_before: pageCursorSchema.nullable() });
export type DocumentsPageResponse = z.infer<typeof documentsPageResponseSchema>;
