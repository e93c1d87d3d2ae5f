import { describe, expect, it } from 'vitest';
import { initialEnrolmentState, type EnrolmentState } from '../model/entries';
import { ENROLMENT_SECTIONS, shownSections } from './enrolment-sections';
import type { EnrolmentSection } from './section-props';

const ids = (draft: EnrolmentState, sections?: readonly EnrolmentSection[]) =>
  shownSections(draft, sections).map(({ section, number }) => (section.numbered ? `${number}. ${section.id}` : section.id));

const actionChosen: EnrolmentState = { ...initialEnrolmentState, action: 'slaughter', step: 1 };
const groupChosen: EnrolmentState = { ...actionChosen, group: 'pigs', week: { year: 2026, week: 49 }, step: 3 };

const flaggedRow = { uid: 'a', subcategory_name: 'Gris', amount: 10, club_no: '4411', comment: '', has_health_remarks: true, health_remarks_cnt: 2 };

describe('the sections of the new-enrolment screen', () => {
  it('open up as the farmer chooses: first the action, then the group, then the rest', () => {
    expect(ids(initialEnrolmentState)).toEqual(['1. action']);
    expect(ids(actionChosen)).toEqual(['1. action', '2. group', 'send']);
    expect(ids(groupChosen)).toEqual(['1. action', '2. group', '3. week', '4. rows', 'comment', 'confirm', 'send']);
  });

  it('show no confirmation card for buying, which has nothing to confirm; selling asks the transport agreement', () => {
    expect(ids({ ...groupChosen, action: 'buy' })).toEqual(['1. action', '2. group', '3. week', '4. rows', 'comment', 'send']);
    expect(ids({ ...groupChosen, action: 'sell' })).toContain('confirm');
  });

  it('show the health remarks, numbered, once a row of a slaughter enrolment flags animals', () => {
    const flagged = { ...groupChosen, rows: [flaggedRow] };
    expect(ids(flagged)).toEqual(['1. action', '2. group', '3. week', '4. rows', 'comment', '5. health', 'confirm', 'send']);
    // A row being deleted no longer counts.
    expect(ids({ ...flagged, rows: [{ ...flaggedRow, hidden: true }] })).not.toContain('5. health');
    expect(ids({ ...flagged, rows: [{ ...flaggedRow, has_health_remarks: false }] })).not.toContain('5. health');
  });

  it('number only the numbered sections that show, so one shown only sometimes moves the numbers after it', () => {
    const Nothing = () => null;
    const sometimes: EnrolmentSection = { id: 'return', numbered: true, shows: (d) => d.group === 'cattle', Component: Nothing };
    const sections = [...ENROLMENT_SECTIONS.slice(0, 5), sometimes, ...ENROLMENT_SECTIONS.slice(5)];
    const cattle: EnrolmentState = { ...groupChosen, group: 'cattle', rows: [{ uid: 'c', mark_no: '50012', individual_no: '00004', comment: '', has_health_remarks: true }] };
    expect(ids({ ...groupChosen, rows: [flaggedRow] }, sections)).toEqual(['1. action', '2. group', '3. week', '4. rows', 'comment', '5. health', 'confirm', 'send']);
    expect(ids(cattle, sections)).toEqual(['1. action', '2. group', '3. week', '4. rows', 'comment', '5. return', '6. health', 'confirm', 'send']);
  });
});
