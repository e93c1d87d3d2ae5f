import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import styles from '../register-enrolment.module.css';

interface RowFormFrameProps {
  title: string;
  submitText: string;
  cancelText: string;
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
export function RowFormFrame({ title, submitText, cancelText, valid, onSubmit, onInvalidSubmit, onCancel, children }: RowFormFrameProps) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <section className={styles.rowForm} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.rowFormTitle}>
        {title}
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
            {submitText}
          </Button>
          <Button variant="secondary" onPress={onCancel}>
            {cancelText}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * Which errors to show: a field's once it has been left, all after a try to add. Typing shows no
 * error before the farmer is done with the field.
 */
export function visibleErrors(errors: Record<string, string>, touched: ReadonlySet<string>, showAll: boolean): Record<string, string> {
  if (showAll) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field)));
}
