import type { RegisteredEnrolmentRef } from '@slakteweb/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { ErrorState } from '@/components/ui/error-state';
import { isRefusal } from '@/lib/api-refusal';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { company } from '@/config/company';
import { useAnimalKeeping } from '../api/get-animal-keeping';
import { usePickupWeeks } from '../api/get-pickup-weeks';
import { useServerDraft } from '../api/server-draft';
import { newerDraft, readLocalDraft } from '../model/draft';
import { BlockingNotice } from './blocking-notice';
import { EnrolmentForm } from './enrolment-form';
import { EnrolmentInfo } from './enrolment-info';
import styles from './register-enrolment.module.css';

export interface RegisterEnrolmentPageProps {
  /** 'Ny' / 'Innsendte', shared with the submitted-enrolments screen: the route composes them. */
  tabs: ReactNode;
  /**
   * The farm's supplier number (from the profile, loaded by the route): keys the draft kept in
   * the browser. Loads and fails with the screen's own data.
   */
  supplierNoQuery: UseQueryResult<string>;
  /** After a successful send: the route shows the submitted enrolments. */
  onRegistered: (registered: RegisteredEnrolmentRef) => void | Promise<void>;
}

/**
 * 'Innmeldinger', tab 'Ny' (/register-enrolment, spec/enrolment.md §2): register animals for
 * slaughter, or live animals to buy or sell. A farm's screen: the route shows it to staff only
 * while they act as a farmer (spec §6).
 */
export function RegisterEnrolmentPage({ tabs, supplierNoQuery, onRegistered }: RegisterEnrolmentPageProps) {
  return (
    <Page title="Innmeldinger" breadcrumbs={[{ label: 'Innmeldinger', to: '/register-enrolment' }, { label: 'Ny' }]}>
      {tabs}
      <EnrolmentInfo />
      <FarmEnrolment supplierNoQuery={supplierNoQuery} onRegistered={onRegistered} />
    </Page>
  );
}

/**
 * Loads what the flow needs, then shows the blocking notices or the flow. The form waits for the
 * server draft's answer too: the question whether to continue a draft is the first thing the farmer
 * sees, never something that opens over a form already in use (spec §4 Draft). A failed draft call
 * does not stop an enrolment: the form comes with the local draft offered and a notice.
 */
function FarmEnrolment({ supplierNoQuery, onRegistered }: Pick<RegisterEnrolmentPageProps, 'supplierNoQuery' | 'onRegistered'>) {
  const keeping = useAnimalKeeping();
  const weeks = usePickupWeeks();
  const serverDraft = useServerDraft();
  const queries = [keeping, weeks, supplierNoQuery];

  const supplierNo = supplierNoQuery.data;
  const draftAnswered = !serverDraft.isPending;
  const offer = useMemo(
    () => (supplierNo && draftAnswered ? newerDraft(readLocalDraft(supplierNo), serverDraft.data ?? null) : null),
    [supplierNo, draftAnswered, serverDraft.data],
  );

  const failed = queries.find((q) => q.isError);
  // Refused for who the user is (a role without enrolments, an access just ended): the server's words.
  if (failed && isRefusal(failed.error)) return <ErrorState message={failed.error.message} error={failed.error} />;
  if (failed) {
    return <LoadError onRetry={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())} />;
  }
  if (!keeping.data || !weeks.data || supplierNo === undefined || !draftAnswered) return <Loading text="Laster..." />;

  const k = keeping.data;
  if (!k.ksl_ok) return <BlockingNotice kind="ksl" />;
  if (!k.pigs && !k.sheep && !k.cattle) return <BlockingNotice kind="animalKeeping" />;
  return (
    <>
      {serverDraft.isError && (
        <Alert kind="info" title="Kunne ikke hente utkastet som er lagret hos oss.">
          <p>
            Du kan melde inn som vanlig, eller laste inn siden på nytt senere for å fortsette på utkastet. Trykker du «Lagre utkast», erstattes det lagrede
            utkastet.
          </p>
        </Alert>
      )}
      <EnrolmentForm keeping={k} weeks={weeks.data} supplierNo={supplierNo} draftOffer={offer} onRegistered={onRegistered} />
    </>
  );
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
