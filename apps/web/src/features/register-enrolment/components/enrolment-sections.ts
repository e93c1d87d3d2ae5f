import { returnMeatCount, returnSkinCount } from '@slakteweb/core';
import { company } from '@/config/company';
import { type EnrolmentState, visibleRows } from '../model/entries';
import { hasHealthRemarks } from '../model/health-model';
import { ActionStep } from './action-step';
import { CommentSection } from './comment-section';
import { ConfirmSection } from './confirm-section';
import { GroupStep } from './group-step';
import { HealthSection } from './health-section';
import { PickupLocationSection } from './pickup-location-section';
import { ReturnMeatSection } from './return-meat-section';
import { ReturnSkinSection } from './return-skin-section';
import { ReturnSummarySection } from './return-summary-section';
import { RowsStep } from './rows-step';
import type { EnrolmentSection } from './section-props';
import { SendArea } from './send-area';
import { WeekStep } from './week-step';

/** Action, group and week are chosen: the flow opens up below them. */
const groupChosen = (draft: EnrolmentState) => draft.action !== null && draft.group !== null && draft.week !== null;
const actionChosen = (draft: EnrolmentState) => draft.action !== null;
/** Something of a slaughter enrolment's animals comes back as meat, or as hide or skin. */
const slaughterRows = (draft: EnrolmentState) => (groupChosen(draft) && draft.action === 'slaughter' ? visibleRows(draft) : []);
const returnMeat = (draft: EnrolmentState) => slaughterRows(draft).some((row) => returnMeatCount(row) > 0);
const returnSkin = (draft: EnrolmentState) => slaughterRows(draft).some((row) => returnSkinCount(row) > 0);
/** A row has a flagged animal (slaughter): its remarks are filled in. */
const healthFlagged = (draft: EnrolmentState) => groupChosen(draft) && hasHealthRemarks(draft.action, draft.group, visibleRows(draft));

/**
 * The sections of the new-enrolment screen (spec/enrolment.md §2 items 1–12), in screen order.
 * A new section is one entry here, its component, and its part of the flow (model/screen-flow.ts).
 * Step numbers follow the numbered sections that show, so one that shows only sometimes (return
 * meat, return skin) moves the numbers after it: the health remarks are 5, 6 or 7 (spec §2 item 9).
 */
export const ENROLMENT_SECTIONS: readonly EnrolmentSection[] = [
  { id: 'action', numbered: true, shows: () => true, Component: ActionStep },
  { id: 'group', numbered: true, shows: actionChosen, Component: GroupStep },
  { id: 'week', numbered: true, shows: groupChosen, Component: WeekStep },
  { id: 'rows', numbered: true, shows: groupChosen, Component: RowsStep },
  { id: 'comment', numbered: false, shows: groupChosen, Component: CommentSection },
  { id: 'pickup', numbered: false, shows: (d) => company.flags.pickup_location_for_return_meat && returnMeat(d), Component: PickupLocationSection },
  { id: 'return-meat', numbered: true, shows: (d) => company.flags.return_form && returnMeat(d), Component: ReturnMeatSection },
  { id: 'return-skin', numbered: true, shows: (d) => company.flags.return_form && returnSkin(d), Component: ReturnSkinSection },
  { id: 'health', numbered: true, shows: healthFlagged, Component: HealthSection },
  // What comes back, in short, before the confirmations and sending (return form on).
  { id: 'return-summary', numbered: false, shows: (d) => company.flags.return_form && (returnMeat(d) || returnSkin(d)), Component: ReturnSummarySection },
  // Buying confirms nothing (no transport agreement, no medication check): no empty card.
  { id: 'confirm', numbered: false, shows: (d) => groupChosen(d) && d.action !== 'buy', Component: ConfirmSection },
  { id: 'send', numbered: false, shows: actionChosen, Component: SendArea },
];

/** The sections that show for this draft, each with its number (see SectionProps.number). */
export function shownSections(draft: EnrolmentState, sections = ENROLMENT_SECTIONS): { section: EnrolmentSection; number: number }[] {
  const shown = sections.filter((section) => section.shows(draft));
  return shown.map((section, i) => ({ section, number: 1 + shown.slice(0, i).filter((s) => s.numbered).length }));
}
