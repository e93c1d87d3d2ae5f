import type { RegisteredEnrolmentRef } from '@slakteweb/core';
import type { AnimalKeepingStatus, FieldErrors, ReturnForm } from '@slakteweb/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PickupWeeks } from '../api/get-pickup-weeks';
import type { EnrolmentFlowEvent, EnrolmentScreen } from '../model/screen-flow';
import type { EnrolmentState } from '../model/entries';

/** What every section of the new-enrolment flow gets; each takes what it needs. */
export interface SectionProps {
  /** 1 + the numbered sections shown before this one: a numbered section's step number. */
  number: number;
  draft: EnrolmentState;
  screen: EnrolmentScreen;
  dispatch: (event: EnrolmentFlowEvent) => void;
  keeping: AnimalKeepingStatus;
  weeks: PickupWeeks;
  supplierNo: string;
  /** The server's clock when the screen was drawn (again every 30 s). */
  now: Date;
  /** The server's clock right now, for choices and sending. */
  serverNow: () => Date;
  /** Everything that stops sending: the core's checks, and the server's 422 until the next change. */
  errors: FieldErrors;
  /** The return form of the chosen group (standard, slaughter); not fetched otherwise. */
  returnForm: UseQueryResult<ReturnForm>;
  /** After an enrolment is registered (the app goes on to the submitted list). */
  onRegistered: (registered: RegisteredEnrolmentRef) => void | Promise<void>;
}

/** One section of the flow, in screen order (see enrolment-sections.ts). */
export interface EnrolmentSection {
  id: string;
  /** Whether its title carries a step number ('3. Uke'); later numbers count only shown sections. */
  numbered: boolean;
  /** Whether it shows for what the farmer has entered. */
  shows: (draft: EnrolmentState) => boolean;
  Component: ComponentType<SectionProps>;
}
