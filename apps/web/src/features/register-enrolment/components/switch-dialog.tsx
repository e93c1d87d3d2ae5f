import type { AnimalKeepingStatus, EnrolmentAction } from '@slakteweb/core';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { company } from '@/config/company';
import { type EnrolmentFlowEvent, judgeChoice, type SwitchRequest } from '../model/enrolment-flow';

interface SwitchDialogProps {
  pending: SwitchRequest | null;
  /** The action chosen now (a group switch keeps it). */
  action: EnrolmentAction | null;
  keeping: AnimalKeepingStatus;
  serverNow: () => Date;
  dispatch: (event: EnrolmentFlowEvent) => void;
}

/** 'Bytte type innmelding?' / 'Bytte dyregruppe?' (spec §4): changing action or group discards what was entered. */
export function SwitchDialog({ pending, action, keeping, serverNow, dispatch }: SwitchDialogProps) {
  return (
    <ConfirmDialog
      isOpen={pending !== null}
      title={pending?.type === 'group' ? 'Bytte dyregruppe?' : 'Bytte type innmelding?'}
      cancelText="Nei"
      confirmText="Ja"
      onCancel={() => dispatch({ type: 'switchDeclined' })}
      onConfirm={() => {
        // Judged at the answer, not at the question: the group's status and default week of now.
        if (pending) dispatch({ type: 'switchConfirmed', choice: judgeChoice(pending, { company, keeping, action: action!, now: serverNow() }) });
      }}
    >
      <p>Dersom du bytter, blir det du har registrert i denne innmeldingen slettet. Vil du bytte?</p>
    </ConfirmDialog>
  );
}
