import { type AnimalKeepingStatus, formatDateTime } from '@slakteweb/core';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deleteServerDraft } from '../api/server-draft';
import { clearLocalDraft, type DraftRecord } from '../model/draft';
import type { EnrolmentFlowEvent } from '../model/screen-flow';
import { ACTION_LABEL, GROUP_LABEL } from '../model/row-texts';
import { groupRefusal } from '../model/send-messages';

interface DraftOfferDialogProps {
  offer: DraftRecord | null;
  keeping: AnimalKeepingStatus;
  dispatch: (event: EnrolmentFlowEvent) => void;
  /** After either answer: the screen puts focus where the farmer goes on. */
  onAnswered: () => void;
}

/** 'Fortsette på innmeldingen?' (spec §4 Draft): 'Ja' restores the draft, 'Nei, start på nytt' deletes both drafts. */
export function DraftOfferDialog({ offer, keeping, dispatch, onAnswered }: DraftOfferDialogProps) {
  return (
    <ConfirmDialog
      isOpen={offer !== null}
      title="Fortsette på innmeldingen?"
      cancelText="Nei, start på nytt"
      confirmText="Ja"
      onCancel={() => {
        dispatch({ type: 'draftDeclined' });
        onAnswered();
        clearLocalDraft();
        deleteServerDraft().catch(() => undefined);
      }}
      onConfirm={() => {
        // The farm's status may have changed since the draft was saved.
        const group = offer?.state.group;
        dispatch({ type: 'draftAccepted', refusal: group ? groupRefusal(keeping, group) : null });
        onAnswered();
      }}
    >
      <p>
        Du har en innmelding som ikke er sendt inn
        {offer ? ` (${ACTION_LABEL[offer.state.action!].toLowerCase()}${offer.state.group ? `, ${GROUP_LABEL[offer.state.group].toLowerCase()}` : ''}, sist endret ${formatDateTime(offer.lastUpdated)})` : ''}. Vil du
        fortsette på den?
      </p>
      <p>Velger du «Nei, start på nytt», blir utkastet slettet.</p>
    </ConfirmDialog>
  );
}
