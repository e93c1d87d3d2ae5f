import {
  type AnyEnrolment,
  type AnySlaughterRow,
  cattleUid,
  type Company,
  type DivisionAnimals,
  divisionPresentation,
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
  storedEnrolmentRowSchema,
  type StoredEnrolmentRow,
  toAmount,
} from '@slakteweb/core';

/**
 * What is stored of an enrolment that passed every check: its rows, and of a slaughter enrolment
 * the return form's answers as the receipt shows them.
 */

/**
 * The rows as stored: amounts as numbers, buy cattle normalised, health remarks only where
 * flagged, returns only where ticked (core's normalising), each through core's stored-row schema,
 * the one the submitted view, the integration export and the farm copy read back.
 */
export function storedRows(e: AnyEnrolment): StoredEnrolmentRow[] {
  return normalisedRows(e).map((row) => storedEnrolmentRowSchema.parse(row));
}

function normalisedRows(e: AnyEnrolment): object[] {
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
  return e.animal_rows.map((row) => {
    const out = e.action === 'buy' && e.animal_category === 'cattle' ? normaliseCattleBuyRow(row as Parameters<typeof normaliseCattleBuyRow>[0]) : row;
    return 'amount' in out ? { ...out, amount: toAmount(out.amount) } : { ...out };
  });
}

type AnyRow = AnySlaughterRow;

/** Which animals a row of the receipt is about: 'Ku 50012-00004', 'Gris, klubbnr. 4411', 'Purke, øremerke 4521'. */
function receiptLabel(row: AnyRow): string {
  if (row.mark_no !== undefined) return [row.subcategory_name, cattleUid({ mark_no: row.mark_no, individual_no: row.individual_no ?? '' })].filter(Boolean).join(' ');
  const tags = (row.individual_pigs ?? []).map((p) => p.ear_tag);
  if (tags.length > 0) return `${row.subcategory_name}, øremerke ${tags.join(', ')}`;
  if (row.club_no) return `${row.subcategory_name}, klubbnr. ${row.club_no}`;
  return row.subcategory_name ?? '';
}

/**
 * The animals a division holds, row by row, by number where they have numbers: what the cutting
 * room and the receipt read off a division without going through the rows.
 */
function divisionAnimals(rows: AnyRow[], divisionId: string): DivisionAnimals[] {
  return rows.flatMap((row) =>
    (row.return_options_groups ?? [])
      .filter((g) => g.group_id === divisionId)
      .map((g) => ({
        // Numbered animals: the kind, and the numbers follow; counted ones: the row as the receipt names it.
        label: g.animal_ids ? (row.subcategory_name ?? '') : receiptLabel(row),
        amount_animals: Number(g.amount_animals),
        ...(g.animal_ids ? { animal_ids: g.animal_ids } : {}),
      })),
  );
}

/**
 * The 'Returskjema' receipt of a slaughter enrolment (spec §3 Return form data), with the form the
 * answers were given to, so it reads the same after the cooperative changes its form; null
 * without the return form or without anything coming back.
 */
export function returnFormDataOf(e: SlaughterEnrolment, rows: StoredEnrolmentRow[], company: Company, form: ReturnForm | null): ReturnFormData | null {
  const stored: AnyRow[] = rows;
  const returning = stored.filter((row) => returnMeatCount(row) > 0 || returnSkinCount(row) > 0);
  if (!company.flags.return_form || !form || returning.length === 0) return null;
  return {
    animal_category: e.animal_category,
    animal_rows: returning.map((row) => ({
      label: receiptLabel(row),
      ...(row.mark_no !== undefined ? { return_meat: row.return_meat === true, return_skin: row.return_skin === true } : {}),
      ...(e.animal_category === 'pigs' ? { return_meat: returnMeatCount(row) } : {}),
      ...(row.return_skin_meat ? { return_skin_meat: row.return_skin_meat } : {}),
      return_options_groups: (row.return_options_groups ?? []).map((g) => ({
        group_id: g.group_id,
        amount_animals: Number(g.amount_animals),
        ...(g.animal_ids ? { animal_ids: g.animal_ids } : {}),
      })),
    })),
    returnSlaughterOptionsCommon: e.returnSlaughterOptionsCommon ?? {},
    // The whole flag, header and hidden fields as the form gives them, whatever the client sent.
    returnSlaughterOptionsGroups: (e.returnSlaughterOptionsGroups ?? []).map((d, i) => ({
      id: d.id,
      divisionNo: i + 1,
      ...divisionPresentation(form.per_division, d.formData, i + 1),
      animals: divisionAnimals(stored, d.id),
    })),
    returnSlaughterOptionsCommentSkin: (e.returnSlaughterOptionsCommentSkin ?? '').trim(),
    returnSlaughterOptionsCommentMeat: (e.returnSlaughterOptionsCommentMeat ?? '').trim(),
    return_form_fields: returnFormFieldsOf(form),
    'return_form_illegal-checkbox-combinations': form['illegal-checkbox-combinations'],
  };
}
