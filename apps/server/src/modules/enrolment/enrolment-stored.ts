import {
  type AnyEnrolment,
  type AnySlaughterRow,
  type Company,
  normaliseCattleBuyRow,
  normaliseGroupHealth,
  normaliseIndividualHealth,
  normaliseReturns,
  type ReturnForm,
  type ReturnFormData,
  returnFormFieldsOf,
  returnMeatCount,
  returnSkinCount,
  type SlaughterEnrolment,
  toAmount,
} from '@slakteweb/core';

/**
 * What is stored of an enrolment that passed every check: its rows, and of a slaughter enrolment
 * the return form's answers as the receipt shows them.
 */

type Stored = Record<string, unknown>;

/**
 * The rows as stored: amounts as numbers, buy cattle normalised, health remarks only where
 * flagged, returns only where ticked (core's normalising).
 */
export function storedRows(e: AnyEnrolment): Stored[] {
  if (e.action === 'slaughter') {
    if (e.animal_category === 'cattle') return e.animal_rows.map((row) => normaliseReturns(normaliseIndividualHealth(row)));
    if (e.animal_category === 'pigs') {
      return e.animal_rows.map((row) => {
        const pigs = row.individual_pigs?.map((pig) => normaliseIndividualHealth(pig));
        return normaliseReturns({ ...normaliseGroupHealth(row), amount: toAmount(row.amount), ...(pigs ? { individual_pigs: pigs } : {}) });
      });
    }
    return e.animal_rows.map((row) => {
      const sheep = row.return_skin_meat?.map((s) => normaliseIndividualHealth(s));
      return normaliseReturns({ ...normaliseGroupHealth(row), amount: toAmount(row.amount), ...(sheep ? { return_skin_meat: sheep } : {}) });
    });
  }
  return (e.animal_rows as readonly Stored[]).map((row) => {
    const out: Stored = e.action === 'buy' && e.animal_category === 'cattle' ? { ...normaliseCattleBuyRow(row as Parameters<typeof normaliseCattleBuyRow>[0]) } : { ...row };
    if (typeof out.amount === 'string' || typeof out.amount === 'number') out.amount = toAmount(out.amount);
    return out;
  });
}

type AnyRow = AnySlaughterRow;

/** Which animals a row of the receipt is about: 'Ku 50012-00004', 'Gris, klubbnr. 4411', 'Purke, øremerke 4521'. */
function receiptLabel(row: AnyRow): string {
  if (row.mark_no !== undefined) return [row.subcategory_name, `${row.mark_no}-${row.individual_no}`].filter(Boolean).join(' ');
  const tags = (row.individual_pigs ?? []).map((p) => p.ear_tag);
  if (tags.length > 0) return `${row.subcategory_name}, øremerke ${tags.join(', ')}`;
  if (row.club_no) return `${row.subcategory_name}, klubbnr. ${row.club_no}`;
  return row.subcategory_name ?? '';
}

/**
 * The 'Returskjema' receipt of a slaughter enrolment (spec §3 Return form data), with the form the
 * answers were given to, so it reads the same after the cooperative changes its form; null
 * without the return form or without anything coming back.
 */
export function returnFormDataOf(e: SlaughterEnrolment, rows: Stored[], company: Company, form: ReturnForm | null): ReturnFormData | null {
  const stored = rows as AnyRow[];
  const returning = stored.filter((row) => returnMeatCount(row) > 0 || returnSkinCount(row) > 0);
  if (!company.flags.return_form || !form || returning.length === 0) return null;
  return {
    animal_category: e.animal_category,
    animal_rows: returning.map((row) => ({
      label: receiptLabel(row),
      ...(row.mark_no !== undefined ? { return_meat: row.return_meat === true, return_skin: row.return_skin === true } : {}),
      ...(e.animal_category === 'pigs' ? { return_meat: returnMeatCount(row) } : {}),
      ...(row.return_skin_meat ? { return_skin_meat: row.return_skin_meat } : {}),
      return_options_groups: (row.return_options_groups ?? []).map((g) => ({ group_id: g.group_id, amount_animals: Number(g.amount_animals) })),
    })),
    returnSlaughterOptionsCommon: e.returnSlaughterOptionsCommon ?? {},
    returnSlaughterOptionsGroups: (e.returnSlaughterOptionsGroups ?? []).map((d, i) => ({ ...d, divisionNo: i + 1 })),
    returnSlaughterOptionsCommentSkin: (e.returnSlaughterOptionsCommentSkin ?? '').trim(),
    returnSlaughterOptionsCommentMeat: (e.returnSlaughterOptionsCommentMeat ?? '').trim(),
    return_form_fields: returnFormFieldsOf(form),
    'return_form_illegal-checkbox-combinations': form['illegal-checkbox-combinations'],
  };
}
