import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { useSaveDraft } from '../hooks/use-save-draft';
import { useSendEnrolment } from '../hooks/use-send-enrolment';
import { missingItems } from '../model/enrolment-model';
import { SEND_TEXT } from '../model/send-messages';
import { BlockingNotice } from './blocking-notice';
import styles from './register-enrolment.module.css';
import type { SectionProps } from './section-props';

/**
 * The end of the flow (spec §2 items 11–12, §4 Sending): a refused send's notices, 'Før du kan
 * melde inn må:', and 'Lagre utkast' / 'Send innmelding'. While something is missing, 'Send
 * innmelding' ignores presses but stays focusable (aria-disabled); the list says why.
 */
export function SendArea({ draft, screen, dispatch, weeks, supplierNo, serverNow, errors, returnForm, onRegistered }: SectionProps) {
  const sending = useSendEnrolment({ draft, medication: screen.medication, returnForm: returnForm.data, pickupRules: weeks.rules, serverNow, dispatch, onRegistered });
  const saveDraft = useSaveDraft({ draft, supplierNo, serverNow });
  const missing = missingItems(draft, errors, screen.editingUid !== null);
  const missingRef = useRef<HTMLDivElement>(null);
  // A press while something is missing sends nothing: the list says what, and every section now
  // shows its errors.
  const send = () => {
    if (missing.length === 0) {
      sending.send();
      return;
    }
    dispatch({ type: 'sendAttempted' });
    missingRef.current?.focus();
  };

  return (
    <section className={styles.sendArea} aria-label="Send innmelding">
      {screen.refusal.map((kind) => (
        <BlockingNotice key={kind} kind={kind} />
      ))}
      {missing.length > 0 && (
        <div className={styles.missing} ref={missingRef} tabIndex={-1}>
          <p id="missing-heading">Før du kan melde inn må:</p>
          <ul aria-labelledby="missing-heading">
            {missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {sending.isPending && <Loading text={draft.action === 'slaughter' ? SEND_TEXT.sendingSlaughter : SEND_TEXT.sendingTrade} />}
      <div className={styles.sendButtons}>
        <Button variant="secondary" isPending={saveDraft.isPending} onPress={saveDraft.save}>
          Lagre utkast
        </Button>
        <Button isPending={sending.isPending} aria-disabled={missing.length > 0} onPress={send} data-send-enrolment>
          Send innmelding
        </Button>
      </div>
    </section>
  );
}
