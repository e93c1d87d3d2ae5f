import { ENROLMENT_MSG, type IllegalCombination, type ReturnAnswers, type ReturnFormField } from '@slakteweb/core';
import { useId } from 'react';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { HtmlContent } from '@/components/ui/html-content';
import { TextField } from '@/components/ui/text-field';
import styles from './register-enrolment.module.css';

interface ReturnFormFieldsProps {
  fields: readonly ReturnFormField[];
  answers: ReturnAnswers;
  illegal: readonly IllegalCombination[];
  onAnswer: (fieldId: string, value: boolean | string) => void;
  /** The message of a field, by its id, once it shows. */
  errorOf: (fieldId: string) => string | undefined;
  /** Makes the ids of the radio groups unique on the page (a division's number). */
  name: string;
}

/**
 * A list of the return form's fields (spec §3 Return form): boxes, choices among radio buttons and
 * short texts, each with its help text. A box that may not be ticked with one already ticked is
 * disabled and says why (spec: illegal-checkbox-combinations).
 */
export function ReturnFormFields({ fields, answers, illegal, onAnswer, errorOf, name }: ReturnFormFieldsProps) {
  return (
    <div className={styles.returnFields}>
      {fields.map((field) => {
        if (field.kind === 'checkbox') return <ReturnCheckbox key={field.id} field={field} fields={fields} answers={answers} illegal={illegal} onAnswer={onAnswer} />;
        if (field.kind === 'radio-group') {
          return (
            <div key={field.id}>
              <ChoiceGroup
                legend={field.title}
                name={`${name}-${field.id}`}
                layout="list"
                required
                choices={(field.radio_buttons ?? []).map((b) => ({ value: b.id, label: b.title }))}
                value={typeof answers[field.id] === 'string' ? (answers[field.id] as string) : null}
                onChange={(value) => onAnswer(field.id, value)}
                error={errorOf(field.id)}
              />
              {field['info-txt'] && <HtmlContent html={field['info-txt']} className={styles.fieldInfo} />}
            </div>
          );
        }
        return (
          <TextField
            key={field.id}
            label={field.title}
            value={typeof answers[field.id] === 'string' ? (answers[field.id] as string) : ''}
            onChange={(e) => onAnswer(field.id, e.target.value)}
            error={errorOf(field.id)}
          />
        );
      })}
    </div>
  );
}

/** The boxes ticked that this box may not be ticked with, either way round. */
function blockedBy(id: string, answers: ReturnAnswers, illegal: readonly IllegalCombination[]): string[] {
  const blockers = new Set<string>();
  for (const combination of illegal) {
    if (combination.checkbox_id === id) combination.illegal_checkbox_ids.filter((other) => answers[other] === true).forEach((other) => blockers.add(other));
    if (combination.illegal_checkbox_ids.includes(id) && answers[combination.checkbox_id] === true) blockers.add(combination.checkbox_id);
  }
  return [...blockers];
}

function ReturnCheckbox({
  field,
  fields,
  answers,
  illegal,
  onAnswer,
}: {
  field: ReturnFormField;
  fields: readonly ReturnFormField[];
  answers: ReturnAnswers;
  illegal: readonly IllegalCombination[];
  onAnswer: ReturnFormFieldsProps['onAnswer'];
}) {
  const reasonId = useId();
  const ticked = answers[field.id] === true;
  const blocker = ticked ? undefined : blockedBy(field.id, answers, illegal)[0];
  const reason = blocker ? ENROLMENT_MSG.illegalCombination(fields.find((f) => f.id === blocker)?.title ?? blocker) : undefined;
  return (
    <div className={styles.returnCheckbox}>
      <label className={styles.checkboxLabel}>
        <input
          type="checkbox"
          checked={ticked}
          disabled={blocker !== undefined}
          aria-describedby={reason ? reasonId : undefined}
          onChange={(e) => onAnswer(field.id, e.target.checked)}
        />
        <span>{field.title}</span>
      </label>
      {reason && (
        <p id={reasonId} className={styles.fieldReason}>
          {reason}
        </p>
      )}
      {field['info-txt'] && <HtmlContent html={field['info-txt']} className={styles.fieldInfo} />}
    </div>
  );
}
