import { useMemo } from 'react';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { company } from '@/config/company';
import { useProfile } from '@/features/profile/api/get-profile';
import { ActAsFarmerNotice, useFarmScreenAccess } from '@/features/superuser/components/act-as-farmer-notice';
import { EnrolmentTabs } from '@/features/registered-enrolments/components/enrolment-tabs';
import { useAnimalKeeping } from '../api/get-animal-keeping';
import { usePickupWeeks } from '../api/get-pickup-weeks';
import { useServerDraft } from '../api/server-draft';
import { newerDraft, readLocalDraft } from '../model/draft';
import { BlockingNotice } from './blocking-notice';
import { EnrolmentForm } from './enrolment-form';
import { EnrolmentInfo } from './enrolment-info';
import styles from './register-enrolment.module.css';

export interface RegisterEnrolmentPageProps {
  /** After an enrolment is registered: the app refreshes the submitted list and goes there (spec §4 Sending). */
  onRegistered: () => void | Promise<void>;
}

/**
 * 'Innmeldinger', tab 'Ny' (/register-enrolment, spec/enrolment.md §2): register animals for
 * slaughter, or live animals to buy or sell.
 */
export function RegisterEnrolmentPage({ onRegistered }: RegisterEnrolmentPageProps) {
  return (
    <Page title="Innmeldinger" breadcrumbs={[{ label: 'Innmeldinger', to: '/register-enrolment' }, { label: 'Ny' }]}>
      <EnrolmentTabs />
      <EnrolmentInfo />
      <NewEnrolment onRegistered={onRegistered} />
    </Page>
  );
}

/**
 * Staff (superusers) have no farm of their own: they enrol for a farmer by acting as that farmer.
 * Until they do, the screen says how instead of failing to load a farm.
 */
function NewEnrolment({ onRegistered }: RegisterEnrolmentPageProps) {
  const access = useFarmScreenAccess();
  if (access === 'pending') return <Loading text="Laster..." />;
  if (access === 'staff') return <ActAsFarmerNotice what="Innmelding" />;
  return <FarmEnrolment onRegistered={onRegistered} />;
}

/** Loads what the flow needs, then shows the blocking notices or the flow. */
function FarmEnrolment({ onRegistered }: RegisterEnrolmentPageProps) {
  const keeping = useAnimalKeeping();
  const weeks = usePickupWeeks();
  const profile = useProfile();
  const serverDraft = useServerDraft();
  const queries = [keeping, weeks, profile, serverDraft];

  const supplierNo = profile.data?.supplier_no;
  const offer = useMemo(
    () => (supplierNo && serverDraft.isSuccess ? newerDraft(readLocalDraft(supplierNo), serverDraft.data) : null),
    [supplierNo, serverDraft.isSuccess, serverDraft.data],
  );

  if (queries.some((q) => q.isError)) {
    return <LoadError onRetry={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())} />;
  }
  if (!keeping.data || !weeks.data || !profile.data || !serverDraft.isSuccess) return <Loading text="Laster..." />;

  const k = keeping.data;
  if (!k.ksl_ok) return <BlockingNotice kind="ksl" />;
  if (!k.pigs && !k.sheep && !k.cattle) return <BlockingNotice kind="animalKeeping" />;
  return <EnrolmentForm keeping={k} weeks={weeks.data} supplierNo={profile.data.supplier_no} draftOffer={offer} onRegistered={onRegistered} />;
}

/** 'Kunne ikke laste inn data.' with its possible causes (spec §2). */
function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert kind="error" title="Kunne ikke laste inn data.">
      <p>Det kan skyldes:</p>
      <ul className={styles.causes}>
        <li>en feil ved innlasting av data,</li>
        <li>at tjenestene våre er midlertidig utilgjengelige, eller</li>
        <li>at gården ikke er registrert i produsentregisteret.</li>
      </ul>
      <p>
        Prøv igjen om litt. Hvis feilen vedvarer, ta kontakt med {company.name} på telefon {company.support.phone} eller e-post{' '}
        <a href={`mailto:${company.support.email}`}>{company.support.email}</a>.
      </p>
      <Button variant="secondary" onPress={onRetry}>
        Prøv på nytt
      </Button>
    </Alert>
  );
}
