import {
  type CaseCreate,
  CASES_PER_DAY,
  CASES_PER_DAY_MESSAGE,
  type CaseSubject,
  caseSubjectSchema,
  type Clock,
  type FarmCase,
  osloDate,
  osloIso,
} from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { HttpError, invalidInput, notFound } from '../../lib/http-error.js';
import * as repo from './cases.repository.js';

/** The stored subject back to its shape; null where it cannot be read (an older shape, say). */
function subjectOf(text: string | null): CaseSubject | null {
  if (text === null) return null;
  try {
    const parsed = caseSubjectSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const iso = (at: Date | string) => osloIso(new Date(at));

/**
 * A farmer's questions about a carcass (DESIGN.md §10, Cases). The animal's data is copied when
 * the question is asked, from the farm's own settlement, so the cooperative sees what the farmer
 * saw even if a later import changes the animal. At most CASES_PER_DAY a day per farm.
 */
export class CasesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The animal or group the question names, from the farm's settlement; 422 naming what is not there. */
  private async subject(supplierNo: string, input: CaseCreate): Promise<{ subject: CaseSubject | null; animalId: number | null }> {
    if (input.settlement_no === undefined) {
      if (input.individual_no !== undefined || input.group_name !== undefined || input.date !== undefined) throw invalidInput({ settlement_no: 'Velg avregningen spørsmålet gjelder' });
      return { subject: null, animalId: null };
    }
    const settlement = await repo.farmSettlement(this.db, supplierNo, input.settlement_no, input.date);
    if (!settlement) throw invalidInput({ settlement_no: 'Fant ikke avregningen' });
    const animals = await repo.settlementAnimals(this.db, Number(settlement.id), { individualNo: input.individual_no, groupName: input.group_name });
    const base = { settlement_no: settlement.settlement_no, settlement_date: settlement.settlement_date, settlement_kind: settlement.kind };
    if (input.individual_no !== undefined) {
      const animal = animals[0];
      if (!animal) throw invalidInput({ individual_no: 'Fant ikke dyret i avregningen' });
      return {
        animalId: animal.id,
        subject: {
          ...base,
          group_name: animal.group_name,
          animal: {
            individual_no: animal.individual_no,
            mark_no: animal.mark_no,
            description: animal.description,
            classification: animal.classification,
            fat_group: animal.fat_group,
            meat_percent: animal.meat_percent_tenths === null ? null : animal.meat_percent_tenths / 10,
            weight_g: animal.weight_g,
            photos: animal.photos,
          },
          animals_in_group: null,
        },
      };
    }
    if (input.group_name === undefined) throw invalidInput({ group_name: 'Velg dyret eller gruppen spørsmålet gjelder' });
    if (animals.length === 0) throw invalidInput({ group_name: 'Fant ikke gruppen i avregningen' });
    return { animalId: null, subject: { ...base, group_name: input.group_name, animal: null, animals_in_group: animals.length } };
  }

  async create(supplierNo: string, input: CaseCreate): Promise<{ id: number; number: string; status: 'received' }> {
    const { subject, animalId } = await this.subject(supplierNo, input);
    const now = this.clock();
    return this.db.transaction().execute(async (trx) => {
      const today = await repo.casesToday(trx, supplierNo, osloDate(now), now);
      if (today.count >= CASES_PER_DAY) {
        throw new HttpError(429, 'TOO_MANY_REQUESTS', CASES_PER_DAY_MESSAGE, undefined, { 'retry-after': String(today.secondsLeft) });
      }
      return repo.insertCase(trx, { supplierNo, reason: input.reason, text: input.text, animalId, subject: subject === null ? null : JSON.stringify(subject), at: now });
    });
  }

  async list(supplierNo: string): Promise<FarmCase[]> {
    return (await repo.farmCases(this.db, supplierNo)).map(toFarmCase);
  }

  /** One of the farm's questions; another farm's id is 404, as one that does not exist. */
  async get(supplierNo: string, id: number): Promise<FarmCase> {
    const [found] = await repo.farmCases(this.db, supplierNo, id);
    if (!found) throw notFound();
    return toFarmCase(found);
  }
}

function toFarmCase(c: Awaited<ReturnType<typeof repo.farmCases>>[number]): FarmCase {
  return {
    id: c.id,
    number: c.number,
    status: c.status,
    reason: c.reason,
    text: c.text,
    created_at: iso(c.created_at),
    subject: subjectOf(c.subject),
    answer: c.answer,
    answered_at: c.answered_at === null ? null : iso(c.answered_at),
    history: c.history.map((h) => ({ status: h.status, at: iso(h.at) })),
  };
}
