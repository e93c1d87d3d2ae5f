import { ENROLMENT_LIMITS, HEALTH_REMARK_OPTIONS, type FieldErrors, type HealthRemarkGroupInput } from '@slakteweb/core';
import { useState } from 'react';
import { afterPress } from '@/lib/pointer-press';
import { Button } from '@/components/ui/button';
import { WarningIcon } from '@/components/ui/icons';
import { TextArea } from '@/components/ui/text-area';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useHerd } from '../api/get-herd';
import { rowSummary } from '../model/row-texts';
import { type StateRow, visibleRows } from '../model/entries';
import { healthSubjects, type HealthSubject, withIndividualHealth, withRemarkGroupList } from '../model/health-model';
import styles from './register-enrolment.module.css';
import type { SectionProps } from './section-props';

/**
 * 'Fyll ut informasjon om dyr med helseavvik' (spec §2 item 9): what is wrong with each animal the
 * row forms flagged, one by one or as remark groups of a group's flagged animals. The rules and
 * texts are the core's (enrolment/health.ts); an error shows once its field has been left or the
 * farmer has tried to send, and the list 'Før du kan melde inn må:' says what is still missing.
 */
export function HealthSection({ number, draft, screen, dispatch, errors }: SectionProps) {
  const action = draft.action!;
  const group = draft.group!;
  const herd = useHerd(group === 'cattle');
  const herdDisplay = (uid: string) => herd.data?.find((a) => a.uid === uid)?.display;
  // Fields the farmer has left (by error key): their errors show from then on.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  // Once a press that left the field is over: shown at once, the message would push the pressed
  // control down under the pointer and lose the click (lib/pointer-press).
  const leave = (key: string) => afterPress(() => setLeft((keys) => (keys.has(key) ? keys : new Set(keys).add(key))));
  const shown = (key: string) => (left.has(key) || screen.sendAttempted ? errors[key] : undefined);

  const rows = visibleRows(draft);
  return (
    <section className={styles.step} aria-labelledby="step-health">
      <h2 id="step-health" className={styles.stepTitle}>
        {`${number}. Fyll ut informasjon om dyr med helseavvik`}
      </h2>
      {rows.map((row, index) => {
        const summary = rowSummary(action, group, row, herdDisplay);
        const subjects = healthSubjects(action, group, row, summary);
        if (subjects.length === 0) return null;
        return (
          <fieldset key={row.uid} className={styles.healthRow}>
            <legend className={styles.healthLegend}>{summary}</legend>
            {subjects.map((subject) => (
              <HealthSubjectFields
                key={subject.kind === 'individual' ? subject.prefix : 'group'}
                subject={subject}
                row={row}
                errorKey={(field) => `animal_rows.${index}.${subject.kind === 'individual' ? subject.prefix : ''}${field}`}
                errors={errors}
                shown={shown}
                leave={leave}
                onChange={(changed) => dispatch({ type: 'healthChanged', row: changed })}
              />
            ))}
          </fieldset>
        );
      })}
    </section>
  );
}

interface SubjectProps {
  subject: HealthSubject;
  row: StateRow;
  /** The error key of a field of this subject ('animal_rows.0.individual_pigs.1.health_remarks_code'). */
  errorKey: (field: string) => string;
  errors: FieldErrors;
  shown: (key: string) => string | undefined;
  leave: (key: string) => void;
  onChange: (row: StateRow) => void;
}

function HealthSubjectFields({ subject, row, errorKey, errors, shown, leave, onChange }: SubjectProps) {
  if (subject.kind === 'individual') {
    const codeKey = errorKey('health_remarks_code');
    const commentKey = errorKey('health_remarks_comment');
    return (
      <div className={styles.healthSubject}>
        {/* A cattle row is one animal: the row's legend names it already. */}
        {subject.prefix !== '' && <p className={styles.healthSubjectTitle}>{subject.label}</p>}
        <HealthRemarkSelect
          value={subject.health.health_remarks_code ?? ''}
          onChange={(code) => onChange(withIndividualHealth(row, subject.prefix, { health_remarks_code: code }))}
          onBlur={() => leave(codeKey)}
          error={shown(codeKey)}
        />
        <TextArea
          label="Kommentar"
          value={subject.health.health_remarks_comment ?? ''}
          onChange={(comment) => onChange(withIndividualHealth(row, subject.prefix, { health_remarks_comment: comment }))}
          onBlur={() => leave(commentKey)}
          maxChars={ENROLMENT_LIMITS.healthComment}
          error={shown(commentKey)}
        />
      </div>
    );
  }
  return <RemarkGroups subject={subject} row={row} errorKey={errorKey} errors={errors} shown={shown} leave={leave} onChange={onChange} />;
}

/**
 * The remark groups of a group's flagged animals: how many have which remark. They start as one
 * group for all; 'Legg til helseavvik' splits them.
 */
function RemarkGroups({ subject, row, errorKey, shown, leave, onChange }: SubjectProps & { subject: Extract<HealthSubject, { kind: 'group' }> }) {
  const groups = subject.groups;
  // One remark group is for all the flagged animals: its amount is theirs, and not asked.
  const change = (next: HealthRemarkGroupInput[]) =>
    onChange(withRemarkGroupList(row, next.length === 1 ? [{ ...next[0]!, amount_animals: subject.flagged }] : next));
  const update = (i: number, patch: Partial<HealthRemarkGroupInput>) => change(groups.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  const sumKey = errorKey('health_remarks_groups');
  // The sum is about all the amounts: said once the farmer has left one of them.
  const sumError = groups.length > 1 ? shown(sumKey) : undefined;

  return (
    <div className={styles.healthSubject}>
      <p className={styles.healthSubjectTitle}>{subject.label} med helseavvik</p>
      {sumError && (
        <p className={styles.errorText} role="alert">
          <WarningIcon />
          {sumError}
        </p>
      )}
      <ol className={styles.remarkGroups}>
        {groups.map((g, i) => {
          const amountKey = errorKey(`health_remarks_groups.${i}.amount_animals`);
          const codeKey = errorKey(`health_remarks_groups.${i}.health_remarks_code`);
          const commentKey = errorKey(`health_remarks_groups.${i}.health_remarks_comment`);
          return (
            <li key={i} className={styles.remarkGroup}>
              {groups.length > 1 && (
                <TextField
                  label={`Antall dyr, helseavvik ${i + 1}`}
                  digitsOnly
                  autoComplete="off"
                  value={String(g.amount_animals)}
                  onChange={(e) => update(i, { amount_animals: e.target.value })}
                  onBlur={() => {
                    leave(amountKey);
                    leave(sumKey);
                  }}
                  error={shown(amountKey)}
                />
              )}
              <HealthRemarkSelect
                label={groups.length > 1 ? `Helseavvik ${i + 1}` : 'Helseavvik'}
                value={g.health_remarks_code}
                onChange={(code) => update(i, { health_remarks_code: code })}
                onBlur={() => leave(codeKey)}
                error={shown(codeKey)}
              />
              <TextArea
                label={groups.length > 1 ? `Kommentar, helseavvik ${i + 1}` : 'Kommentar'}
                value={g.health_remarks_comment ?? ''}
                onChange={(comment) => update(i, { health_remarks_comment: comment })}
                onBlur={() => leave(commentKey)}
                maxChars={ENROLMENT_LIMITS.healthComment}
                error={shown(commentKey)}
              />
              {groups.length > 1 && (
                <Button variant="secondary" aria-label={`Fjern helseavvik ${i + 1}`} onPress={() => change(groups.filter((_, j) => j !== i))}>
                  Fjern
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {groups.length < subject.flagged && (
        <Button variant="secondary" onPress={() => change([...groups, { amount_animals: '', health_remarks_code: '', health_remarks_comment: '' }])}>
          Legg til helseavvik
        </Button>
      )}
    </div>
  );
}

interface HealthRemarkSelectProps {
  label?: string;
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

const HEALTH_OPTIONS = HEALTH_REMARK_OPTIONS.map((option) => ({ value: option.id, label: option.text }));

/** 'Helseavvik': the remark, starting on 'Velg helseavvik'. */
function HealthRemarkSelect({ label = 'Helseavvik', ...props }: HealthRemarkSelectProps) {
  return <SelectField label={label} placeholder="Velg helseavvik" options={HEALTH_OPTIONS} required {...props} />;
}
