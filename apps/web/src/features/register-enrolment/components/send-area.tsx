import { formatDeadline } from '@slakteweb/core';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import summaryStyles from '@/components/ui/error-summary.module.css';
import { WarningIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/loading';
import { cx } from '@/lib/cx';
import { useSaveDraft } from '../hooks/use-save-draft';
import { useSendEnrolment } from '../hooks/use-send-enrolment';
import { missingEntries } from '../model/send-checks';
import { OFFLINE_TEXT, SEND_TEXT } from '../model/send-messages';
import { BlockingNotice } from './blocking-notice';
import styles from './register-enrolment.module.css';
import { focusSection } from './section-focus';
import type { SectionProps } from './section-props';

/**
 * The end of the flow (spec §2 items 11–12, §4 Sending): a refused send's notices, 'Før du kan
 * melde inn må:', and 'Lagre utkast' / 'Send innmelding'. 'Send innmelding' always answers a
 * press: while something is missing it sends nothing, every section marks its invalid fields, and
 * the list becomes an error summary that takes focus; each entry takes the farmer to the field.
 */
export function SendArea({ draft, screen, dispatch, weeks, supplierNo, serverNow, errors, returnForm, onRegistered }: SectionProps) {
  const sending = useSendEnrolment({ draft, medication: screen.medication, returnForm: returnForm.data, pickupRules: weeks.rules, serverNow, dispatch, onRegistered });
  const saveDraft = useSaveDraft({ draft, supplierNo, serverNow });
  const missing = missingEntries(draft, errors, screen.editingUid !== null);
  const missingRef = useRef<HTMLDivElement>(null);
  // A new object per refused press, so a second press focuses the summary again.
  const [focusRequest, setFocusRequest] = useState<object | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    missingRef.current?.scrollIntoView?.({ block: 'center' });
    missingRef.current?.focus();
  }, [focusRequest]);

  const send = () => {
    if (missing.length === 0) {
      sending.send();
      return;
    }
    dispatch({ type: 'sendAttempted' });
    setFocusRequest({});
  };
  const goTo = (sections: readonly string[]) => {
    const flow = missingRef.current?.closest('[data-enrolment-flow]');
    if (flow) focusSection(flow, sections);
  };
  // After a press the list is an error summary (red, with the sections' fields marked).
  const summary = screen.sendAttempted;

  return (
    <section className={styles.sendArea} aria-label="Send innmelding">
      {screen.refusal.map((kind) => (
        <BlockingNotice key={kind} kind={kind} />
      ))}
      {missing.length > 0 && (
        <div className={cx(styles.missing, summary && styles.missingSummary)} ref={missingRef} tabIndex={-1} role="group" aria-labelledby="missing-heading">
          <p id="missing-heading" className={styles.missingHeading}>
            {summary && <WarningIcon size={20} />}
            Før du kan melde inn må:
          </p>
          <ul aria-labelledby="missing-heading">
            {missing.map((item) => (
              <li key={item.text}>
                <button type="button" className={summaryStyles.link} onClick={() => goTo(item.sections)}>
                  {item.text}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {sending.waiting && (
        <Alert kind="info" title={OFFLINE_TEXT.waiting}>
          <p>Frist: {formatDeadline(sending.waiting.deadline)}</p>
        </Alert>
      )}
      {sending.isPending && <Loading text={draft.action === 'slaughter' ? SEND_TEXT.sendingSlaughter : SEND_TEXT.sendingTrade} />}
      <div className={styles.sendButtons}>
        <Button variant="secondary" isPending={saveDraft.isPending} onPress={saveDraft.save}>
          Lagre utkast
        </Button>
        <Button isPending={sending.isPending} onPress={send} data-send-enrolment data-missing={missing.length > 0 || undefined}>
          Send innmelding
        </Button>
      </div>
    </section>
  );
}
