import type { DivisionAnimals, ReturnFormData } from '@slakteweb/core';
import { answerLines } from '../enrolment-format';
import styles from './registered-enrolments.module.css';

/**
 * The 'Returskjema' receipt (spec §2 Submitted enrolments; return_form on): what an enrolment was
 * sent with of return meat and skin, division by division, the choices by their titles, as the
 * form read when it was sent. One per enrolment of the day that has returns.
 */
export function ReturnReceipt({ receipts }: { receipts: ReturnFormData[] }) {
  if (receipts.length === 0) return null;
  return (
    <details className={styles.receipt}>
      <summary>Returskjema</summary>
      {receipts.map((receipt, i) => (
        <Receipt key={i} receipt={receipt} />
      ))}
    </details>
  );
}

function Receipt({ receipt }: { receipt: ReturnFormData }) {
  const fields = receipt.return_form_fields;
  const meatRows = receipt.animal_rows.filter((row) => (row.return_options_groups ?? []).length > 0);
  const skinAnimals = receipt.animal_rows.flatMap((row) => {
    if (row.return_skin_meat) return row.return_skin_meat.filter((s) => s.return_skin === true).map((s) => `${row.label}, individnummer ${s.individual_no}`);
    return row.return_skin === true ? [row.label] : [];
  });
  const commonMeat = answerLines(fields['common-meat'], receipt.returnSlaughterOptionsCommon);
  const commonSkin = answerLines(fields['common-skin'], receipt.returnSlaughterOptionsCommon);

  return (
    <div className={styles.receiptBody}>
      {receipt.returnSlaughterOptionsGroups.length > 0 && (
        <>
          <h4 className={styles.receiptHeading}>Returkjøtt</h4>
          {receipt.returnSlaughterOptionsGroups.map((division, i) => (
            <div key={division.id} className={styles.receiptDivision}>
              <h5 className={styles.receiptSubheading}>{`Oppdeling ${i + 1}`}</h5>
              <ul aria-label={`Dyr i oppdeling ${i + 1}`}>
                {division.animals
                  ? division.animals.map((animals, j) => <li key={j}>{divisionAnimalsLine(animals)}</li>)
                  : meatRows.flatMap((row) =>
                      (row.return_options_groups ?? [])
                        .filter((g) => g.group_id === division.id)
                        .map((g) => <li key={`${row.label}-${g.group_id}`}>{g.amount_animals > 1 ? `${row.label}: ${g.amount_animals} dyr` : row.label}</li>),
                    )}
              </ul>
              <Answers lines={answerLines(fields.per_division, division.formData)} label={`Valg for oppdeling ${i + 1}`} />
            </div>
          ))}
          {commonMeat.length > 0 && (
            <>
              <h5 className={styles.receiptSubheading}>For alt returkjøttet</h5>
              <Answers lines={commonMeat} label="Valg for alt returkjøttet" />
            </>
          )}
          {receipt.returnSlaughterOptionsCommentMeat && <p>Kommentar: {receipt.returnSlaughterOptionsCommentMeat}</p>}
        </>
      )}
      {skinAnimals.length > 0 && (
        <>
          <h4 className={styles.receiptHeading}>Returhud og returskinn</h4>
          <ul aria-label="Dyr med returhud eller returskinn">
            {skinAnimals.map((animal) => (
              <li key={animal}>{animal}</li>
            ))}
          </ul>
          <Answers lines={commonSkin} label="Valg for huder og skinn" />
          {receipt.returnSlaughterOptionsCommentSkin && <p>Kommentar: {receipt.returnSlaughterOptionsCommentSkin}</p>}
        </>
      )}
    </div>
  );
}

/**
 * One row's animals in a division: numbered animals by their numbers ('Lam 301, 303', 'Ku
 * 50012-00001'), counted ones by how many ('Gris, klubbnr. 4411: 3 dyr'). Receipts from before
 * divisions named their animals are read from the rows instead.
 */
function divisionAnimalsLine(animals: DivisionAnimals): string {
  if (animals.animal_ids?.length) return `${animals.label} ${animals.animal_ids.join(', ')}`.trim();
  return animals.amount_animals > 1 ? `${animals.label}: ${animals.amount_animals} dyr` : animals.label;
}

function Answers({ lines, label }: { lines: string[]; label: string }) {
  if (lines.length === 0) return null;
  return (
    <ul className={styles.answers} aria-label={label}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
