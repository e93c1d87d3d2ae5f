import type { RegisteredEnrolmentRef } from '@slakteweb/core';
import { useLocation } from 'react-router';
import { RegisteredEnrolmentsPage } from '@/features/registered-enrolments/components/registered-enrolments-page';
import { EnrolmentTabs, enrolmentCrumbs } from './enrolment-tabs';
import { FarmScreen } from './farm-screen';

/** What the new-enrolment screen hands over after a send (navigation state, see register-enrolment-route). */
export interface RegisteredEnrolmentsState {
  registered?: RegisteredEnrolmentRef;
}

/**
 * /registered-enrolments: the submitted enrolments under the shared tabs; a farm's screen. Right
 * after a send it opens on the new enrolment with a confirmation that stays.
 */
export function RegisteredEnrolmentsRoute() {
  const justSent = (useLocation().state as RegisteredEnrolmentsState | null)?.registered;
  return (
    <FarmScreen title="Innmeldinger" breadcrumbs={enrolmentCrumbs('Innsendte')} what="Innsendte innmeldinger" header={<EnrolmentTabs />}>
      <RegisteredEnrolmentsPage tabs={<EnrolmentTabs />} justSent={justSent} />
    </FarmScreen>
  );
}
