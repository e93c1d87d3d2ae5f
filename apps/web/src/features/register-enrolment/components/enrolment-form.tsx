import type { RegisteredEnrolmentRef } from '@slakteweb/core';
import type { AnimalKeepingStatus } from '@slakteweb/core';
import { type KeyboardEvent, useReducer, useRef } from 'react';
import { company } from '@/config/company';
import type { PickupWeeks } from '../api/get-pickup-weeks';
import { useReturnForm } from '../api/get-return-form';
import { useLocalDraft } from '../hooks/use-local-draft';
import { useServerNow } from '../hooks/use-server-now';
import type { DraftRecord } from '../model/draft';
import { enrolmentFlowReducer, initialEnrolmentFlow } from '../model/screen-flow';
import { sendErrors } from '../model/send-checks';
import { DraftOfferDialog } from './draft-offer-dialog';
import { shownSections } from './enrolment-sections';
import styles from './register-enrolment.module.css';
import type { SectionProps } from './section-props';
import { SwitchDialog } from './switch-dialog';

interface EnrolmentFormProps {
  keeping: AnimalKeepingStatus;
  weeks: PickupWeeks;
  supplierNo: string;
  /** The newer of the local and server drafts, offered once on entry. */
  draftOffer: DraftRecord | null;
  /** After an enrolment is registered and the drafts are cleared. */
  onRegistered: (registered: RegisteredEnrolmentRef) => void | Promise<void>;
}

/**
 * The new-enrolment flow (spec/enrolment.md §2 steps 1–6 and 9–12, §4): what → group → week →
 * rows → comment → health remarks → confirmations → 'Før du kan melde inn må:' → 'Lagre utkast' /
 * 'Send innmelding'.
 * The sections are listed in enrolment-sections.ts; the flow's state and rules are in
 * model/screen-flow.ts. Every check is the core's, on the server's clock; the server checks
 * all again at receipt.
 */
export function EnrolmentForm({ keeping, weeks, supplierNo, draftOffer, onRegistered }: EnrolmentFormProps) {
  const serverNow = useServerNow(weeks.clockOffsetMs);
  const now = serverNow();
  const [flow, dispatch] = useReducer(enrolmentFlowReducer, draftOffer, initialEnrolmentFlow);
  const { draft, screen } = flow;
  useLocalDraft(draft, screen.changedByFarmer, supplierNo, weeks.clockOffsetMs);

  const flowRef = useRef<HTMLDivElement>(null);
  // The draft question opens with the page, so focus has nowhere to return to when it closes: put
  // it on the first step (the chosen action after 'Ja'), where a keyboard or screen-reader user goes on.
  const focusFirstStep = () =>
    requestAnimationFrame(() => flowRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked, input[type="radio"]')?.focus());

  // Enter sends a valid enrolment (spec §5), as a press on 'Send innmelding' does, from a field or a
  // box of the flow; not from a text area (new lines), a row form (Enter adds the row) or a field
  // that uses Enter itself (the week number).
  const sendOnEnter = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || e.defaultPrevented || e.nativeEvent.isComposing) return;
    if (!(e.target instanceof HTMLInputElement) || e.target.closest('form')) return;
    const send = flowRef.current?.querySelector<HTMLElement>('[data-send-enrolment]');
    if (!send || send.hasAttribute('data-missing') || send.getAttribute('aria-disabled') === 'true') return;
    e.preventDefault();
    send.click();
  };

  const returnForm = useReturnForm(draft.action, draft.group);
  const errors = { ...sendErrors(draft, { company, now, pickupRules: weeks.rules, returnForm: returnForm.data }, screen.medication), ...screen.serverErrors };
  const sectionProps: Omit<SectionProps, 'number'> = { draft, screen, dispatch, keeping, weeks, supplierNo, now, serverNow, errors, returnForm, onRegistered };

  return (
    <div className={styles.flow} ref={flowRef} onKeyDown={sendOnEnter} data-enrolment-flow>
      {shownSections(draft).map(({ section, number }) => (
        // The slot names the section, so 'Før du kan melde inn må:' can take the farmer to its fields.
        <div key={section.id} className={styles.sectionSlot} data-section={section.id}>
          <section.Component number={number} {...sectionProps} />
        </div>
      ))}
      <DraftOfferDialog offer={screen.draftOffer} keeping={keeping} dispatch={dispatch} onAnswered={focusFirstStep} />
      <SwitchDialog pending={screen.pendingSwitch} draft={draft} action={draft.action} keeping={keeping} serverNow={serverNow} dispatch={dispatch} />
    </div>
  );
}
