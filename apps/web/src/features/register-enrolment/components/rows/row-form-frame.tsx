import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import styles from '../register-enrolment.module.css';
import { invalidFieldsOf } from './row-form-summary';

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
 * form, so Enter in a field submits (spec §5) and Enter in a text area makes a new line. The add
 * button always takes the press (never greyed without a reason): an invalid row is not added,
 * every field marks its error, and an error summary at the top of the form lists them, takes
 * focus, and takes the farmer to each field.
 */
export function RowFormFrame<V extends FieldValues>({ texts, form, onValid, onCancel, children }: RowFormFrameProps<V>) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const summaryKey = useRef('');
  // A refused press asks for focus on the summary, given once the summary is on the screen.
  const [focusRequest, setFocusRequest] = useState<object | null>(null);
  const focusPending = useRef(false);
  const submitted = form.formState.isSubmitted;

  // After a try to add, the summary follows what the fields show: read after every render (the
  // fields' errors change with any value), and set only when it changed, so it settles at once.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately after every render
  useLayoutEffect(() => {
    const items = submitted && formRef.current ? invalidFieldsOf(formRef.current) : [];
    const key = items.map((item) => `${item.label}: ${item.message}`).join('\n');
    if (key === summaryKey.current) return;
    summaryKey.current = key;
    setSummary(items);
  });
  useEffect(() => {
    if (!focusRequest) return;
    focusPending.current = true;
    // No summary to show (an error no field names): the first marked field, in screen order.
    const frame = requestAnimationFrame(() => {
      if (!focusPending.current || summaryRef.current) return;
      focusPending.current = false;
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);
  useEffect(() => {
    if (!focusPending.current || !summaryRef.current) return;
    focusPending.current = false;
    summaryRef.current.scrollIntoView?.({ block: 'start' });
    summaryRef.current.focus();
  }, [focusRequest, summary]);

  return (
    <section className={styles.rowForm} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.rowFormTitle}>
        {texts.title}
      </h3>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit(onValid, () => setFocusRequest({}))}>
        <ErrorSummary items={summary} ref={summaryRef} heading="Rett opp dette i raden:" level={4} />
        {children}
        <div className={styles.rowFormButtons}>
          <Button type="submit">{texts.submit}</Button>
          <Button variant="secondary" onPress={onCancel}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
