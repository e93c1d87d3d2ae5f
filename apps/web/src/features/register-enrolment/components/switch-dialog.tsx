import type { AnimalKeepingStatus, EnrolmentAction } from '@slakteweb/core';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { company } from '@/config/company';
import { type EnrolmentFlowEvent, judgeChoice, type SwitchRequest } from '../model/screen-flow';
import { lostOnSwitch } from '../model/row-texts';
import type { EnrolmentState } from '../model/entries';
import styles from './register-enrolment.module.css';

interface SwitchDialogProps {
  pending: SwitchRequest | null;
  /** What is entered now: the dialog names what a switch deletes. */
  draft: EnrolmentState;
  /** The action chosen now (a group switch keeps it). */
  action: EnrolmentAction | null;
  keeping: AnimalKeepingStatus;
  serverNow: () => Date;
  dispatch: (event: EnrolmentFlowEvent) => void;
}

/**
 * 'Bytte type innmelding?' / 'Bytte dyregruppe?' (spec §4): changing action or group discards what
 * was entered; the dialog names it, and keeping it ('Nei', Escape) is the primary choice.
 */
export function SwitchDialog({ pending, draft, action, keeping, serverNow, dispatch }: SwitchDialogProps) {
  const lost = lostOnSwitch(draft);
  return (
    <ConfirmDialog
      isOpen={pending !== null}
      title={pending?.type === 'group' ? 'Bytte dyregruppe?' : 'Bytte type innmelding?'}
      cancelText="Nei"
      confirmText="Ja"
      destructive
      onCancel={() => dispatch({ type: 'switchDeclined' })}
      onConfirm={() => {
        // Judged at the answer, not at the question: the group's status and default week of now.
        if (pending) dispatch({ type: 'switchConfirmed', choice: judgeChoice(pending, { company, keeping, action: action!, now: serverNow() }) });
      }}
    >
      <p>Dersom du bytter, blir det du har registrert i denne innmeldingen slettet. Vil du bytte?</p>
      {lost.length > 0 && (
        <>
          <p>Dette blir slettet:</p>
          <ul className={styles.confirmList}>
            {lost.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </ConfirmDialog>
  );
}
