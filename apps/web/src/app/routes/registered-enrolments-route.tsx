import { RegisteredEnrolmentsPage } from '@/features/registered-enrolments/components/registered-enrolments-page';
import { EnrolmentTabs, enrolmentCrumbs } from './enrolment-tabs';
import { FarmScreen } from './farm-screen';

/** /registered-enrolments: the submitted enrolments under the shared tabs; a farm's screen. */
export function RegisteredEnrolmentsRoute() {
  return (
    <FarmScreen title="Innmeldinger" breadcrumbs={enrolmentCrumbs('Innsendte')} what="Innsendte innmeldinger" header={<EnrolmentTabs />}>
      <RegisteredEnrolmentsPage tabs={<EnrolmentTabs />} />
    </FarmScreen>
  );
}
