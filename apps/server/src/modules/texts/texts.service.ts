import type { Db } from '../../db/database.js';
import * as repo from './texts.repository.js';

/** The help texts the screens show (login help, profile confirmation, …), as HTML by name. */
export class TextsService {
  constructor(private readonly db: Db) {}

  async all(): Promise<Record<string, string>> {
    const rows = await repo.listHelpTexts(this.db);
    return Object.fromEntries(rows.map((r) => [r.name, r.html]));
  }
}
