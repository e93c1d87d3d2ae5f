import type { FastifyInstance } from 'fastify';
import { textsResponseSchema } from '@slakteweb/core';
import type { Db } from '../../db/database.js';

/** Help texts are public: the login screen shows them before anyone is logged in. */
export function textsRoutes(db: Db) {
  return async function (app: FastifyInstance): Promise<void> {
    app.get('/external/texts', { schema: { response: { 200: textsResponseSchema } } }, async () => {
      const rows = await db.selectFrom('help_text').select(['name', 'html']).orderBy('name').execute();
      return { texts: Object.fromEntries(rows.map((r) => [r.name, r.html])) };
    });
  };
}
