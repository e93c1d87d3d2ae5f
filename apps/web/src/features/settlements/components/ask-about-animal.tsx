import {
  CASE_REASON_LABELS,
  CASE_REASONS,
  CASE_TEXT_MAX_LENGTH,
  type CaseCreate,
  caseCreateSchema,
  type CaseReason,
  formatDate,
  formatKg,
  type SlaughterAnimal,
  type SlaughterGroup,
} from '@slakteweb/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Modal } from '@/components/ui/modal';
import { TextArea } from '@/components/ui/text-area';
import { isApiError } from '@/lib/api-client';
import { useCreateCase } from '../api/cases';
import { gradeCell } from '../settlement-format';
import styles from './settlements.module.css';

/** What a question is about: one animal of a group, or the whole group, of the settlement of `date`. */
export type AskSubject = { date: string; group: SlaughterGroup; animal: SlaughterAnimal | null };

/** The farmer's own settlement's number for the subject: the animal's, or the group's first animal's. */
function settlementNoOf(subject: AskSubject): string {
  return (subject.animal ?? subject.group.animals[0])?.settlement_no ?? '';
}

export const CASES_PATH = '/henvendelser';

/** The error of a failed send, in words: the server's own for the daily limit and refused input. */
export function sendErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429 || error.status === 422) return error.message;
    if (error.status === 0) return 'Fikk ikke kontakt med Slakteweb. Sjekk nettet og prøv igjen.';
    if (error.status === 403) return 'Du har ikke tilgang til å sende spørsmål for denne gården.';
  }
  return 'Spørsmålet ble ikke sendt. Prøv igjen om litt.';
}

const REASON_CHOICES = CASE_REASONS.map((value) => ({ value, label: CASE_REASON_LABELS[value] }));

/**
 * 'Spør om dette dyret' (and about a whole group): the reason, a text of at most 1 000
 * characters, and the animal's data as attached (the server copies it from the settlement).
 * Sent, it says the case's number and links to it in 'Mine henvendelser'.
 */
export function AskAboutAnimalDialog({ subject, onClose }: { subject: AskSubject; onClose: () => void }) {
  const create = useCreateCase();
  const [reason, setReason] = useState<CaseReason | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'reason' | 'text', string>>>({});
  const sentRef = useRef<HTMLDivElement>(null);
  const { animal, group } = subject;
  const title = animal ? 'Spør om dette dyret' : `Spør om gruppen ${group.group_name}`;

  // Sent: focus moves to the receipt, so a screen reader reads the case's number.
  useEffect(() => {
    if (create.isSuccess) sentRef.current?.focus();
  }, [create.isSuccess]);

  const send = () => {
    const input: CaseCreate = {
      reason: reason as CaseReason,
      text,
      settlement_no: settlementNoOf(subject),
      date: subject.date,
      ...(animal ? { individual_no: animal.individual_no } : { group_name: group.group_name }),
    };
    const parsed = caseCreateSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<'reason' | 'text', string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'reason' || field === 'text') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };

  return (
    <Modal title={title} isOpen onOpenChange={(open) => !open && onClose()}>
      {(close) =>
        create.isSuccess ? (
          <div ref={sentRef} tabIndex={-1} className={styles.askSent}>
            <Alert kind="success" title={`Henvendelse nr ${create.data.number} er sendt`}>
              <p>Du får svar under Mine henvendelser.</p>
              <Link to={`${CASES_PATH}/${create.data.id}`}>Se henvendelse nr {create.data.number}</Link>
            </Alert>
            <div className={styles.modalActions}>
              <Button variant="secondary" onPress={close}>
                Lukk
              </Button>
            </div>
          </div>
        ) : (
          <form
            className={styles.askForm}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <section aria-label="Dette følger med spørsmålet" className={styles.askAttached}>
              <p className={styles.askAttachedTitle}>Dette følger med spørsmålet:</p>
              <AttachedFacts subject={subject} />
            </section>
            <ChoiceGroup
              legend="Hva gjelder spørsmålet?"
              layout="list"
              choices={REASON_CHOICES}
              value={reason}
              onChange={(value) => {
                setReason(value);
                setErrors(({ reason: _fixed, ...rest }) => rest);
              }}
              error={errors.reason}
              required
            />
            <TextArea
              label="Spørsmålet ditt"
              value={text}
              onChange={(value) => {
                setText(value);
                // The error goes once the text is written; the counter still says when it is too long.
                if (value.trim() !== '') setErrors(({ text: _fixed, ...rest }) => rest);
              }}
              maxChars={CASE_TEXT_MAX_LENGTH}
              error={errors.text}
              rows={5}
            />
            {create.isError && <Alert kind="error">{sendErrorText(create.error)}</Alert>}
            <div className={styles.modalActions}>
              <Button type="submit" isPending={create.isPending}>
                {create.isPending ? 'Sender spørsmålet ...' : 'Send spørsmålet'}
              </Button>
              <Button variant="secondary" onPress={close}>
                Avbryt
              </Button>
            </div>
          </form>
        )
      }
    </Modal>
  );
}

function AttachedFacts({ subject }: { subject: AskSubject }) {
  const { animal, group } = subject;
  const settlementNo = settlementNoOf(subject);
  const facts: Array<[string, string]> = [
    ['Avregning', settlementNo ? `nr ${settlementNo}, ${formatDate(subject.date)}` : formatDate(subject.date)],
    ['Gruppe', group.group_name],
  ];
  if (animal) {
    const grade = gradeCell(animal);
    facts.push(['Individnr', animal.individual_no || '–'], ['Merkenr', animal.mark_no || '–'], [grade.label, grade.value || '–']);
    if (animal.fat_group !== null) facts.push(['Fettgruppe', animal.fat_group]);
    facts.push(['Vekt', `${formatKg(animal.weight_g)} kg`]);
    const photos = animal.slaughter_image_download_ids.length;
    facts.push(['Bilder', photos === 0 ? 'Ingen' : String(photos)]);
  } else {
    facts.push(['Antall dyr', String(group.animals.length)]);
  }
  return (
    <dl className={styles.askFacts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
