import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import styles from '../register-enrolment.module.css';

interface RowFormFrameProps {
  /** The title and the two buttons' texts (rowFormTexts). */
  texts: { title: string; submit: string; cancel: string };
  /** Whether the row may be added now (spec §5 "Row valid (enables the add button)"). */
  valid: boolean;
  onSubmit: () => void;
  /** Called when the farmer tries to add an invalid row: the form shows every error. */
  onInvalidSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The frame of every row form: title, fields, 'Legg til'/'Endre' and the cancel button. A native
 * form, so Enter in a field submits (spec §5) and Enter in a text area makes a new line. An
 * invalid row is not added: the button says so to screen readers (aria-disabled) and a press or
 * Enter shows the errors and moves focus to the first one.
 */
export function RowFormFrame({ texts, valid, onSubmit, onInvalidSubmit, onCancel, children }: RowFormFrameProps) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <section className={styles.rowForm} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.rowFormTitle}>
        {texts.title}
      </h3>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) {
            onSubmit();
            return;
          }
          onInvalidSubmit();
          // After React has shown the errors.
          requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        }}
      >
        {children}
        <div className={styles.rowFormButtons}>
          <Button type="submit" aria-disabled={!valid}>
            {texts.submit}
          </Button>
          <Button variant="secondary" onPress={onCancel}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}

export interface ErrorVisibility {
  /** The farmer is done with these fields: their errors show from now on. */
  touch: (...fields: string[]) => void;
  /** The touched fields that pass `test` count as untouched again, e.g. later steps that start over. */
  forget: (test: (field: string) => boolean) => void;
  /** After a try to add an invalid row: every error shows. */
  showAll: () => void;
  /** Whether the errors of `field` show. */
  shows: (field: string) => boolean;
  /** Of all the row's errors, those that show. */
  visible: (errors: Record<string, string>) => Record<string, string>;
}

/**
 * Which errors a row form shows: a field's once it has been left, all after a try to add. Typing
 * shows no error before the farmer is done with the field.
 */
export function useErrorVisibility(): ErrorVisibility {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState(false);
  const shows = (field: string) => all || touched.has(field);
  return {
    touch: (...fields) => setTouched((t) => new Set([...t, ...fields])),
    forget: (test) => setTouched((t) => new Set([...t].filter((f) => !test(f)))),
    showAll: () => setAll(true),
    shows,
    visible: (errors) => Object.fromEntries(Object.entries(errors).filter(([field]) => shows(field))),
  };
}
