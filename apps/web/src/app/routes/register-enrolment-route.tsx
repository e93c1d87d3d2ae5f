import type { RegisteredEnrolmentRef } from '@slakteweb/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { EnrolmentInfo } from '@/features/register-enrolment/components/enrolment-info';
import { RegisterEnrolmentPage } from '@/features/register-enrolment/components/register-enrolment-page';
import { registeredEnrolmentKeys } from '@/features/registered-enrolments/api/query-keys';
import { EnrolmentTabs, enrolmentCrumbs } from './enrolment-tabs';
import type { RegisteredEnrolmentsState } from './registered-enrolments-route';
import { FarmScreen } from './farm-screen';

/**
 * /register-enrolment: a new enrolment under the shared tabs; a farm's screen. Staff acting for
 * nobody keep the tabs and the link to more about enrolment above the notice.
 */
export function RegisterEnrolmentRoute() {
  return (
    <FarmScreen
      title="Innmeldinger"
      breadcrumbs={enrolmentCrumbs('Ny')}
      what="Innmelding"
      header={
        <>
          <EnrolmentTabs />
          <EnrolmentInfo />
        </>
      }
    >
      <FarmEnrolment />
    </FarmScreen>
  );
}

/**
 * For a farm: the supplier number from the profile, and after a successful send the submitted
 * enrolments, loaded afresh so the new one is there.
 */
function FarmEnrolment() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const supplierNoQuery = useQuery({ ...profileQueryOptions(), select: (profile) => profile.supplier_no });

  const onRegistered = async (registered: RegisteredEnrolmentRef) => {
    await queryClient.invalidateQueries({ queryKey: registeredEnrolmentKeys.all });
    const state: RegisteredEnrolmentsState = { registered };
    await navigate('/registered-enrolments', { state });
  };

  return <RegisterEnrolmentPage tabs={<EnrolmentTabs />} supplierNoQuery={supplierNoQuery} onRegistered={onRegistered} />;
}
