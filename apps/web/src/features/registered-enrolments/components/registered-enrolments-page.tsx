import type { EnrolmentKind, RegisteredEnrolmentRef } from '@slakteweb/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { useRegisteredEnrolmentDates } from '../api/get-registered-enrolment-dates';
import { useMarkEnrolmentsRead } from '../api/mark-read';
import { registeredEnrolmentKeys } from '../api/query-keys';
import { enrolmentKey } from '../enrolment-format';
import { EnrolmentDetail } from './enrolment-detail';
import { EnrolmentSelect } from './enrolment-select';
import styles from './registered-enrolments.module.css';

/**
 * 'Innmeldinger', tab 'Innsendte' (spec/enrolment.md §2 Submitted enrolments): pick a submitted
 * enrolment by date and kind, see its rows and comment, delete it or request deletion. Entering
 * marks the enrolment notifications read; the newest enrolment is selected at first. A farm's
 * screen: the route shows it to staff only while they act as a farmer (spec §6).
 */
export function RegisteredEnrolmentsPage({ tabs, justSent }: { tabs: ReactNode; justSent?: RegisteredEnrolmentRef | undefined }) {
  return (
    <Page title="Innmeldinger" breadcrumbs={[{ label: 'Innmeldinger', to: '/register-enrolment' }, { label: 'Innsendte' }]}>
      {/* 'Ny' / 'Innsendte', shared with the new-enrolment screen: the route composes them. */}
      {tabs}
      <MarkReadOnEntry />
      <SubmittedEnrolments justSent={justSent} />
    </Page>
  );
}

/** POST /api/markread/enrolment/notification once per visit (spec §4). */
function MarkReadOnEntry() {
  const { mutate } = useMarkEnrolmentsRead();
  useEffect(() => {
    mutate();
  }, [mutate]);
  return null;
}

/** The confirmation after a send: it stays while the new enrolment is the one shown (not only a toast). */
export const JUST_SENT_TEXT = {
  title: 'Innmeldingen er mottatt',
  body: 'Du ser den her, med fristen for å slette den.',
  receipt: (to: string) => `Kvittering er sendt på e-post til ${to}.`,
};

function JustSentNotice({ sent }: { sent: RegisteredEnrolmentRef }) {
  return (
    <Alert kind="success" title={JUST_SENT_TEXT.title} className={styles.justSent}>
      <p>
        {JUST_SENT_TEXT.body}
        {sent.receipt_to ? ` ${JUST_SENT_TEXT.receipt(sent.receipt_to)}` : ''}
      </p>
    </Alert>
  );
}

function SubmittedEnrolments({ justSent }: { justSent: RegisteredEnrolmentRef | undefined }) {
  const queryClient = useQueryClient();
  const dates = useRegisteredEnrolmentDates();
  // null: nothing chosen by the user, so the first (newest) enrolment shows; right after a send, the new one.
  const [chosenKey, setChosenKey] = useState<string | null>(justSent ? enrolmentKey(justSent) : null);
  // Gone once it is deleted: the notice would then speak of an enrolment that is not there.
  const [sent, setSent] = useState(justSent ?? null);

  const onDeleted = useCallback(
    async ({ kind, date, requested }: { kind: EnrolmentKind; date: string; requested: boolean }) => {
      // The list first, so the selection never falls back onto a deleted enrolment.
      await queryClient.invalidateQueries({ queryKey: registeredEnrolmentKeys.dates() });
      setChosenKey(null);
      setSent(null);
      if (!requested) queryClient.removeQueries({ queryKey: registeredEnrolmentKeys.detail(kind, date), exact: true });
      await queryClient.invalidateQueries({ queryKey: registeredEnrolmentKeys.details() });
      await queryClient.invalidateQueries({ queryKey: registeredEnrolmentKeys.unread() });
    },
    [queryClient],
  );

  if (dates.isPending) return <Loading text="Laster innmeldinger..." />;
  if (dates.isError) return <ErrorState message="Kunne ikke hente registrerte innmeldinger." onRetry={() => void dates.refetch()} />;
  if (dates.data.length === 0) return <p className={styles.empty}>Fant ingen registrerte innmeldinger.</p>;

  const selected = dates.data.find((item) => enrolmentKey(item) === chosenKey) ?? dates.data[0]!;
  return (
    <>
      {sent && enrolmentKey(sent) === enrolmentKey(selected) && <JustSentNotice sent={sent} />}
      <EnrolmentSelect items={dates.data} selectedKey={enrolmentKey(selected)} onSelect={setChosenKey} />
      <EnrolmentDetail
        key={enrolmentKey(selected)}
        kind={selected.kind}
        date={selected.date}
        onDeleted={(deleted) => void onDeleted(deleted)}
      />
    </>
  );
}
