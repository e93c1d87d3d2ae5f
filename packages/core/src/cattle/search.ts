import type { CattleAnimal } from '../contracts/cattle.js';
import { formatDate } from '../format/date.js';

/** Cattle ids as the screen shows them (spec/portal.md §9): padded to 5 digits, '7' → '00007'. */
export function padCattleId(id: string): string {
  return id.padStart(5, '0');
}

/**
 * My cattle's search (spec/portal.md §5): an animal matches when the text is part of its cattle
 * type or of a breed's name (any case), of its veal date or birthdate written dd.MM.yyyy, or, for
 * text of digits only, of its mother's mark followed by its individual number (both as shown,
 * 5 digits each: '00003' + '00012' → '0000300012'). Empty text matches every animal.
 */
export function matchesCattleSearch(animal: CattleAnimal, text: string): boolean {
  const query = text.trim().toLowerCase();
  if (query === '') return true;
  if (animal.cattle_type.toLowerCase().includes(query)) return true;
  if (animal.breeds.some((b) => b.name.toLowerCase().includes(query))) return true;
  if (animal.veal_date !== null && formatDate(animal.veal_date).includes(query)) return true;
  if (formatDate(animal.birthdate).includes(query)) return true;
  if (/^\d+$/.test(query)) {
    const mark = animal.mothers_mark === '' ? '' : padCattleId(animal.mothers_mark);
    return `${mark}${padCattleId(animal.individual_no)}`.includes(query);
  }
  return false;
}

/** The animals that match the search, in their order. */
export function searchCattle(animals: CattleAnimal[], text: string): CattleAnimal[] {
  return animals.filter((animal) => matchesCattleSearch(animal, text));
}
