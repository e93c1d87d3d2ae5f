import { type ReturnAnswers, type ReturnForm, type ReturnFormField, returnSkinCount } from '@slakteweb/core';
import { useHerd } from '../api/get-herd';
import { rowSummary } from '../model/row-texts';
import { type StateRow, visibleRows } from '../model/entries';
import { placedAt, placedIdsAt } from '../model/returns-model';
import styles from './register-enrolment.module.css';
import type { SectionProps } from './section-props';

/**
 * 'Dette får du i retur': before sending, what comes back in short, division by division with
 * its animals and choices, and the hides or skins (return form on). The farmer reads here what the
 * cutting room will read, without scrolling back through the divisions.
 */
export function ReturnSummarySection(props: SectionProps) {
  const form = props.returnForm.data;
  return (
    <section className={styles.step} aria-labelledby="step-return-summary">
      <h2 id="step-return-summary" className={styles.stepTitle}>
        Dette får du i retur
      </h2>
      {form ? <Summary {...props} form={form} /> : <p className={styles.muted}>Returskjemaet er ikke lastet.</p>}
    </section>
  );
}

/** A division's answers in words: the chosen button of each choice, the ticked boxes, the texts. */
function answerWords(fields: readonly ReturnFormField[], answers: ReturnAnswers): string[] {
  return fields.flatMap((field) => {
    const value = answers[field.id];
    if (field.kind === 'radio-group') {
      const chosen = field.radio_buttons?.find((b) => b.id === value);
      return chosen ? [chosen.title] : [];
    }
    if (field.kind === 'checkbox') return value === true ? [field.title] : [];
    return typeof value === 'string' && value.trim() !== '' ? [`${field.title}: ${value.trim()}`] : [];
  });
}

function Summary({ draft, form }: SectionProps & { form: ReturnForm }) {
  const action = draft.action!;
  const group = draft.group!;
  const herd = useHerd(group === 'cattle');
  const rows = visibleRows(draft);
  const label = (row: StateRow) => rowSummary(action, group, row, (uid) => herd.data?.find((a) => a.uid === uid)?.display);

  /** The animals of one row in a place: by number where they have numbers, else how many. */
  const animalsIn = (row: StateRow, place: string | null): string | null => {
    const ids = placedIdsAt(row, place);
    if (ids !== null) {
      if (ids.length === 0) return null;
      if ('mark_no' in row && row.mark_no !== undefined) return label(row);
      const kind = 'individual_pigs' in row && row.individual_pigs?.length ? 'øremerke' : 'nr.';
      const type = 'subcategory_name' in row ? (row.subcategory_name ?? '') : '';
      return `${type} ${kind} ${ids.join(', ')}`.trim();
    }
    const count = placedAt(row, place);
    return count > 0 ? `${label(row)}: ${count} dyr` : null;
  };
  const waiting = rows.map((row) => animalsIn(row, null)).filter((line): line is string => line !== null);
  const skins = rows.filter((row) => returnSkinCount(row) > 0);

  return (
    <ul className={styles.summaryList}>
      {draft.returnDivisions.map((division, i) => {
        const animals = rows.map((row) => animalsIn(row, division.id)).filter((line): line is string => line !== null);
        const choices = answerWords(form.per_division, division.formData);
        return (
          <li key={division.id}>
            <strong>{`Oppdeling ${i + 1}`}</strong>: {animals.join('; ')}
            <span className={styles.muted}> – {choices.length > 0 ? choices.join(', ') : 'skjemaet er ikke fylt ut'}</span>
          </li>
        );
      })}
      {waiting.length > 0 && (
        <li>
          <strong>Ikke fordelt på oppdeling</strong>: {waiting.join('; ')}
        </li>
      )}
      {skins.length > 0 && (
        <li>
          <strong>{group === 'sheep' ? 'Returskinn' : 'Returhud'}</strong>: {skins.map(label).join('; ')}
        </li>
      )}
    </ul>
  );
}
