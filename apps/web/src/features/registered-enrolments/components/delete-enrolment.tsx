import {
  ENROLMENT_MSG,
  enrolmentKindSuffix,
  formatDate,
  formatDeadline,
  isDeletionByRequest,
  type EnrolmentKind,
  type RegisteredEnrolment,
  type RegisteredEnrolmentPart,
} from '@slakteweb/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteRegisteredEnrolment } from '../api/delete-registered-enrolment';
import { registeredEnrolmentKeys } from '../api/query-keys';
import styles from './registered-enrolments.module.css';

/** Toast texts and durations of a successful deletion (spec §9: 5000 ms request, 2500 ms direct). */
export const DELETE_TEXT = {
  requestLink: 'Be om sletting av innmeldingen',
  deleteLink: 'Slett innmeldingen',
  requestQuestion: 'Vil du sende en forespørsel om å slette denne innmeldingen?',
  deleteQuestion: 'Er du sikker på at du vil slette denne innmeldingen?',
  requestSent: 'Forespørsel om sletting er sendt',
  deleted: 'Innmeldingen ble slettet',
  failed: 'Kunne ikke slette innmeldingen',
  requested: 'Det er sendt en forespørsel om å slette denne innmeldingen.',
} as const;
export const DELETE_TOAST_MS = { request: 5000, direct: 2500 } as const;

interface DeleteEnrolmentProps {
  /** One enrolment of the day (its id), with the day's kind and date. */
  enrolment: Pick<RegisteredEnrolmentPart, 'id' | 'can_delete' | 'deletion_requested' | 'delete_deadline' | 'animal_rows' | 'cooperative'> & Pick<RegisteredEnrolment, 'kind' | 'date'>;
  /** After a successful deletion or request: the page clears the selection and reloads. */
  onDeleted: (deleted: { kind: EnrolmentKind; date: string; requested: boolean }) => void;
}

/**
 * The delete link of a submitted enrolment (spec §4). Buy and sell kinds send a deletion request,
 * other kinds are deleted; both ask first. After the cutoff the link stays (greyed, focusable,
 * aria-disabled) with a text that says why; once requested, a note replaces it.
 */
export function DeleteEnrolment({ enrolment, onDeleted }: DeleteEnrolmentProps) {
  const [open, setOpen] = useState(false);
  const deadlineId = useId();
  const deletion = useDeleteRegisteredEnrolment();
  const queryClient = useQueryClient();
  const byRequest = isDeletionByRequest(enrolment.kind);

  // The cooperative deleted it, or refused to delete it: its line above says so, and there is
  // nothing left for the farmer to delete or ask.
  const event = enrolment.cooperative?.event;
  if (event === 'deleted' || event === 'deletion_granted' || event === 'deletion_refused') return null;

  if (enrolment.deletion_requested) {
    return <p className={styles.deleteNote}>{DELETE_TEXT.requested}</p>;
  }

  const confirm = (close: () => void) => {
    const done = (requested: boolean) => {
      close();
      toast.info(requested ? DELETE_TEXT.requestSent : DELETE_TEXT.deleted, {
        durationMs: requested ? DELETE_TOAST_MS.request : DELETE_TOAST_MS.direct,
      });
      onDeleted({ kind: enrolment.kind, date: enrolment.date, requested });
    };
    deletion.mutate(
      { kind: enrolment.kind, date: enrolment.date, enrolmentId: enrolment.id },
      {
        onSuccess: (answer) => done(answer.deletion_requested),
        onError: (error) => {
          // Already gone: on a weak line the first press deleted it and its answer was lost, or
          // another tab deleted it. What the farmer asked for holds.
          if (!byRequest && isApiError(error) && error.status === 404) return done(false);
          close();
          toast.error(DELETE_TEXT.failed);
          // Perhaps the cutoff passed meanwhile: show the enrolment as the server sees it now.
          void queryClient.invalidateQueries({ queryKey: registeredEnrolmentKeys.detail(enrolment.kind, enrolment.date) });
        },
      },
    );
  };

  const linkText = byRequest ? DELETE_TEXT.requestLink : DELETE_TEXT.deleteLink;
  return (
    <div className={styles.delete}>
      <Button
        variant="quiet"
        className={styles.deleteLink}
        aria-disabled={!enrolment.can_delete}
        aria-describedby={enrolment.can_delete ? undefined : deadlineId}
        // After the cutoff nothing can be deleted: the text under the link (its description) says so.
        onPress={() => enrolment.can_delete && setOpen(true)}
      >
        {linkText}
      </Button>
      {enrolment.can_delete ? (
        // Until when, by the cutoff the server enforces.
        <p className={styles.deleteNote}>Kan slettes til {formatDeadline(new Date(enrolment.delete_deadline))}</p>
      ) : (
        <p id={deadlineId} className={styles.deleteNote}>
          {ENROLMENT_MSG.deleteDeadlinePassed}
        </p>
      )}
      <Modal title={linkText} isOpen={open} onOpenChange={setOpen}>
        {(close) => (
          <>
            <p>{byRequest ? DELETE_TEXT.requestQuestion : DELETE_TEXT.deleteQuestion}</p>
            {/* Which enrolment, and its animals: what is deleted. */}
            <p className={styles.deleteSubject}>
              Innmelding {formatDate(enrolment.date)}
              {enrolmentKindSuffix(enrolment.kind)}
            </p>
            <ul className={styles.deleteRows}>
              {enrolment.animal_rows.map((row, i) => (
                <li key={i}>
                  {row.product_text}, {row.amount} stk
                </li>
              ))}
            </ul>
            {/* Keeping it is the safe choice, and the primary button; Escape keeps it too (Modal). */}
            <div className={styles.dialogButtons}>
              <Button onPress={close} autoFocus>
                Nei
              </Button>
              <Button variant="secondary" isPending={deletion.isPending} onPress={() => confirm(close)}>
                Ja
              </Button>
            </div>
          </>
        )}
      </Modal>
    </div>
  );
}
