import { breedSharesSchema, type MyCattle } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import * as repo from './cattle.repository.js';

/**
 * 'Mine storfe' (spec/portal.md §2, §3): the farm's herd from the cattle registry and how many of
 * each cattle type it has. A farm without cattle has empty lists.
 */
export class CattleService {
  constructor(private readonly db: Db) {}

  async myCattle(supplierNo: string): Promise<MyCattle> {
    const [animals, stock] = await Promise.all([repo.herd(this.db, supplierNo), repo.stock(this.db, supplierNo)]);
    return {
      stock: stock.map((s) => ({ cattle_type: s.cattle_type, count: Number(s.count) })),
      animals: animals.map((a) => ({
        individual_no: a.individual_no,
        mothers_mark: a.mothers_mark,
        cattle_type: a.cattle_type,
        animal_keeping_no: a.animal_keeping_no,
        // Stored as the registry sends it; a malformed entry fails here, loudly, not on the screen.
        breeds: breedSharesSchema.parse(JSON.parse(a.breeds)),
        veal_date: a.veal_date,
        birthdate: a.birthdate,
      })),
    };
  }
}
