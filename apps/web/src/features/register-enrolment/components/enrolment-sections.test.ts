import { describe, expect, it } from 'vitest';
import { initialEnrolmentState, type EnrolmentState } from '../model/enrolment-state';
import { ENROLMENT_SECTIONS, shownSections } from './enrolment-sections';
import type { EnrolmentSection } from './section-props';

const ids = (draft: EnrolmentState, sections?: readonly EnrolmentSection[]) =>
  shownSections(draft, sections).map(({ section, number }) => (section.numbered ? `${number}. ${section.id}` : section.id));

const actionChosen: EnrolmentState = { ...initialEnrolmentState, action: 'slaughter', step: 1 };
const groupChosen: EnrolmentState = { ...actionChosen, group: 'pigs', week: { year: 2026, week: 49 }, step: 3 };

describe('the sections of the new-enrolment screen', () => {
  it('open up as the farmer chooses: first the action, then the group, then the rest', () => {
    expect(ids(initialEnrolmentState)).toEqual(['1. action']);
    expect(ids(actionChosen)).toEqual(['1. action', '2. group', 'send']);
    expect(ids(groupChosen)).toEqual(['1. action', '2. group', '3. week', '4. rows', 'comment', 'send']);
  });

  it('number only the numbered sections that show, so one shown only sometimes moves the numbers after it', () => {
    const Nothing = () => null;
    const sometimes: EnrolmentSection = { id: 'return', numbered: true, shows: (d) => d.group === 'cattle', Component: Nothing };
    const health: EnrolmentSection = { id: 'health', numbered: true, shows: () => true, Component: Nothing };
    const sections = [...ENROLMENT_SECTIONS.slice(0, 4), sometimes, health, ...ENROLMENT_SECTIONS.slice(4)];
    expect(ids(groupChosen, sections)).toEqual(['1. action', '2. group', '3. week', '4. rows', '5. health', 'comment', 'send']);
    expect(ids({ ...groupChosen, group: 'cattle' }, sections)).toEqual(['1. action', '2. group', '3. week', '4. rows', '5. return', '6. health', 'comment', 'send']);
  });
});
