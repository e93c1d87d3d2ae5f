import { useId, useRef, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import styles from '../register-enrolment.module.css';

interface RowFormFrameProps<V extends FieldValues> {
  /** The title and the two buttons' texts (rowFormTexts). */
  texts: { title: string; submit: string; cancel: string };
  /** The row form's react-hook-form (useRowForm). */
  form: UseFormReturn<V>;
  /** Called with the values of a valid row: the form adds its rows. */
  onValid: (values: V) => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The frame of every row form: title, fields, 'Legg til'/'Endre' and the cancel button. A native
 * form, so Enter in a field submits (spec §5) and Enter in a text area makes a new line. An
 * invalid row is not added: the button says so to screen readers (aria-disabled, spec §5 "Row
 * valid (enables the add button)") and a press or Enter shows every error and moves focus to the
 * first one.
 */
export function RowFormFrame<V extends FieldValues>({ texts, form, onValid, onCancel, children }: RowFormFrameProps<V>) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = () => {
    // After React has shown the errors; in screen order, which react-hook-form does not know.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  return (
    <section className={styles.rowForm} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.rowFormTitle}>
        {texts.title}
      </h3>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit(onValid, focusFirstError)}>
        {children}
        <div className={styles.rowFormButtons}>
          <Button type="submit" aria-disabled={!form.formState.isValid}>
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
