import type { Db } from '../../db/database.js';

/** Every help text, by name. */
export function listHelpTexts(db: Db) {
  return db.selectFrom('help_text').select(['name', 'html']).orderBy('name').execute();
}
