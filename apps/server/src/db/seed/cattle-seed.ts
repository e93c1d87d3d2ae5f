import type { BreedShare } from '@slakteweb/core';
import type { Db } from '../database.js';
import { DEMO_HERD } from './enrolment-seed.js';

/**
 * What the cattle registry says about 10001's herd beyond what enrolment needs (My cattle): each
 * animal's mother, breeds, latest calving and animal keeping. The herd rows themselves are
 * enrolment-seed.ts's (DEMO_HERD); this fills them in, once: a row already filled is left alone.
 *
 * A herd of Norwegian Red (NRF) cows with a Telemark cow, crossed with beef bulls: the calves of
 * 2026 are each a cow's, whose calving date is the calf's birthdate, and every animal's breed
 * shares follow from its mother's and add up to 100.
 */

/** Where the herd stands (10001's animal keeping id), and the heifer-rearing farm the heifers are at. */
const HOME = 'NO5001234';
const HEIFER_REARING = 'NO5017410';

interface RegistryFacts {
  mothers_mark: string;
  breeds: BreedShare[];
  veal_date: string | null;
  animal_keeping_no: string;
}

const nrf = (perc = 100): BreedShare => ({ name: 'NRF', perc });
const breed = (name: string, perc: number): BreedShare => ({ name, perc });

/** By individual number; mothers outside the herd are cows sold or slaughtered since. */
export const DEMO_HERD_REGISTRY: Record<string, RegistryFacts> = {
  // Cows (Ku): calved this year when a calf below names them, else last year.
  '00001': { mothers_mark: '00412', breeds: [nrf()], veal_date: '2026-04-20', animal_keeping_no: HOME },
  '00002': { mothers_mark: '00398', breeds: [nrf()], veal_date: '2026-05-21', animal_keeping_no: HOME },
  '00003': { mothers_mark: '00441', breeds: [nrf(88), breed('Holstein', 12)], veal_date: '2026-05-11', animal_keeping_no: HOME },
  '00004': { mothers_mark: '00377', breeds: [nrf()], veal_date: '2026-06-22', animal_keeping_no: HOME },
  '00005': { mothers_mark: '00455', breeds: [nrf(75), breed('Jersey', 25)], veal_date: '2026-07-23', animal_keeping_no: HOME },
  '00006': { mothers_mark: '00463', breeds: [nrf()], veal_date: '2025-09-14', animal_keeping_no: HOME },
  '00007': { mothers_mark: '00402', breeds: [nrf(50), breed('Simmental', 50)], veal_date: '2026-06-12', animal_keeping_no: HOME },
  '00008': { mothers_mark: '00471', breeds: [nrf()], veal_date: '2026-07-13', animal_keeping_no: HOME },
  '00009': { mothers_mark: '00490', breeds: [nrf(75), breed('Aberdeen Angus', 25)], veal_date: '2025-11-02', animal_keeping_no: HOME },
  '00010': { mothers_mark: '00482', breeds: [breed('Telemarkfe', 100)], veal_date: '2025-08-26', animal_keeping_no: HOME },
  // Heifers (Kvige), born 2024, at the heifer-rearing farm.
  '00011': { mothers_mark: '00006', breeds: [nrf()], veal_date: null, animal_keeping_no: HEIFER_REARING },
  '00012': { mothers_mark: '00009', breeds: [breed('Limousin', 50), nrf(37), breed('Aberdeen Angus', 13)], veal_date: null, animal_keeping_no: HEIFER_REARING },
  '00013': { mothers_mark: '00001', breeds: [nrf()], veal_date: null, animal_keeping_no: HEIFER_REARING },
  '00014': { mothers_mark: '00010', breeds: [breed('Telemarkfe', 50), breed('Charolais', 50)], veal_date: null, animal_keeping_no: HEIFER_REARING },
  '00015': { mothers_mark: '00002', breeds: [nrf(50), breed('Hereford', 50)], veal_date: null, animal_keeping_no: HEIFER_REARING },
  // Young bulls (Okse), born late 2024.
  '00016': { mothers_mark: '00003', breeds: [breed('Charolais', 50), nrf(44), breed('Holstein', 6)], veal_date: null, animal_keeping_no: HOME },
  '00017': { mothers_mark: '00007', breeds: [breed('Simmental', 75), nrf(25)], veal_date: null, animal_keeping_no: HOME },
  '00018': { mothers_mark: '00004', breeds: [breed('Limousin', 50), nrf(50)], veal_date: null, animal_keeping_no: HOME },
  // Bull calves (Oksekalv) of 2026.
  '00019': { mothers_mark: '00001', breeds: [breed('Hereford', 50), nrf(50)], veal_date: null, animal_keeping_no: HOME },
  '00020': { mothers_mark: '00002', breeds: [breed('Charolais', 50), nrf(50)], veal_date: null, animal_keeping_no: HOME },
  '00021': { mothers_mark: '00004', breeds: [breed('Aberdeen Angus', 50), nrf(50)], veal_date: null, animal_keeping_no: HOME },
  '00022': { mothers_mark: '00005', breeds: [breed('Limousin', 50), nrf(38), breed('Jersey', 12)], veal_date: null, animal_keeping_no: HOME },
  // Heifer calves (Kvigekalv) of 2026.
  '00023': { mothers_mark: '00003', breeds: [nrf(94), breed('Holstein', 6)], veal_date: null, animal_keeping_no: HOME },
  '00024': { mothers_mark: '00007', breeds: [breed('Hereford', 50), nrf(25), breed('Simmental', 25)], veal_date: null, animal_keeping_no: HOME },
  '00025': { mothers_mark: '00008', breeds: [breed('Aberdeen Angus', 50), nrf(50)], veal_date: null, animal_keeping_no: HOME },
};

/** Fills in 10001's herd rows that are not filled in yet; answers how many it filled. */
export async function seedDemoCattle(db: Db): Promise<{ animals: number }> {
  let filled = 0;
  for (const animal of DEMO_HERD) {
    const facts = DEMO_HERD_REGISTRY[animal.individual_no];
    if (!facts) throw new Error(`No registry facts for herd animal ${animal.individual_no}`);
    const result = await db
      .updateTable('herd_animal')
      .set({ ...facts, breeds: JSON.stringify(facts.breeds) })
      .where('supplier_no', '=', '10001')
      .where('mark_no', '=', animal.mark_no)
      .where('individual_no', '=', animal.individual_no)
      // A row the registry has filled in (or a farmer's demo edit) stays as it is.
      .where('animal_keeping_no', '=', '')
      .executeTakeFirst();
    filled += Number(result.numUpdatedRows);
  }
  return { animals: filled };
}
