import { enrolmentKindSuffix, formatDeadline, isDeletionByRequest, type EnrolmentKind, type RegisteredEnrolmentRef, type RegisteredEnrolmentWeekItem } from '@slakteweb/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { useRegisteredEnrolmentByDate } from '../api/get-registered-enrolment-by-date';
import { useRegisteredEnrolmentDates } from '../api/get-registered-enrolment-dates';
import { useMarkEnrolmentsRead } from '../api/mark-read';
import { registeredEnrolmentKeys } from '../api/query-keys';
import { enrolmentKey } from '../enrolment-format';
import { EnrolmentDetail } from './enrolment-detail';
import { EnrolmentSelect } from './enrolment-select';
import { PickupWeekOverview } from './pickup-week-overview';
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

/**
 * The receipt after a send (spec §4: 'Innmeldingen ble registrert'): it stays at the top while the
 * new enrolment is the one shown, with its week, its animals and until when it can be deleted, so
 * a farmer on a phone sees what was registered without scrolling through the day's other ones.
 */
export const JUST_SENT_TEXT = {
  title: 'Innmeldingen ble registrert',
  deleteUntil: (deadline: string) => `Du kan slette den fram til ${deadline}.`,
  requestDeleteUntil: (deadline: string) => `Du kan be om at den slettes fram til ${deadline}.`,
  deletePassed: 'Fristen for å slette den er gått ut.',
  receipt: (to: string) => `Kvittering er sendt på e-post til ${to}.`,
};

function JustSentReceipt({ sent }: { sent: RegisteredEnrolmentRef }) {
  // The same query as the enrolment shown below: fetched once.
  const day = useRegisteredEnrolmentByDate(sent.kind, sent.date);
  const parts = day.data?.enrolments ?? [];
  // The one just sent; the newest of the day when the answer did not name it.
  const part = parts.find((p) => p.id === sent.id) ?? parts.at(-1);
  const first = part?.animal_rows[0];
  const deadline = part ? formatDeadline(new Date(part.delete_deadline)) : '';
  return (
    <Alert kind="success" title={JUST_SENT_TEXT.title} className={styles.justSent}>
      {part && (
        <>
          {first && <p>{`Uke ${first.delivery_week} ${first.delivery_year}${enrolmentKindSuffix(sent.kind)}`}</p>}
          <ul className={styles.receiptRows} aria-label="Dyr i den nye innmeldingen">
            {part.animal_rows.map((row, i) => (
              // In short: the numbers are in the enrolment shown below.
              <li key={i}>{`${row.amount} ${row.product_text}`}</li>
            ))}
          </ul>
          <p>
            {!part.can_delete
              ? JUST_SENT_TEXT.deletePassed
              : isDeletionByRequest(sent.kind)
                ? JUST_SENT_TEXT.requestDeleteUntil(deadline)
                : JUST_SENT_TEXT.deleteUntil(deadline)}
          </p>
        </>
      )}
      {sent.receipt_to && <p>{JUST_SENT_TEXT.receipt(sent.receipt_to)}</p>}
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
  // Chosen in the overview by pickup week: the enrolment's heading takes focus when it shows.
  const [focusDetail, setFocusDetail] = useState(false);
  const selectFromOverview = useCallback((item: RegisteredEnrolmentWeekItem) => {
    setChosenKey(enrolmentKey(item));
    setFocusDetail(true);
  }, []);

  const onDeleted = useCallback(
    async ({ kind, date, requested }: { kind: EnrolmentKind; date: string; requested: boolean }) => {
      // The list first, so the selection never falls back onto a deleted enrolment.
      await queryClient.invalidateQueries({ queryKey: registeredEnrolmentKeys.dates() });
      setChosenKey(null);
      setSent(null);
      if (!requested) queryClient.removeQueries({ queryKey: registeredEnrolmentKeys.detail(kind, date), exact: true });
      await queryClient.invalidateQueries({ queryKey: registeredEnrolmentKeys.details() });
      await queryClient.invalidateQueries({ queryKey: registeredEnrolmentKeys.unread() });
      await queryClient.invalidateQueries({ queryKey: registeredEnrolmentKeys.weeks() });
    },
    [queryClient],
  );

  if (dates.isPending) return <Loading text="Laster innmeldinger..." />;
  if (dates.isError) return <ErrorState message="Kunne ikke hente registrerte innmeldinger." error={dates.error} onRetry={() => void dates.refetch()} />;
  if (dates.data.length === 0) return <p className={styles.empty}>Fant ingen registrerte innmeldinger.</p>;

  const selected = dates.data.find((item) => enrolmentKey(item) === chosenKey) ?? dates.data[0]!;
  return (
    <>
      {sent && enrolmentKey(sent) === enrolmentKey(selected) && <JustSentReceipt sent={sent} />}
      <EnrolmentSelect
        items={dates.data}
        selectedKey={enrolmentKey(selected)}
        onSelect={(key) => {
          setChosenKey(key);
          setFocusDetail(false);
        }}
      />
      <EnrolmentDetail
        key={enrolmentKey(selected)}
        kind={selected.kind}
        date={selected.date}
        focusHeading={focusDetail}
        onDeleted={(deleted) => void onDeleted(deleted)}
      />
      {/* Last: it arrives, and changes after a deletion, below the picker, so it never moves the
          picker while the farmer uses it (a moved page closes the open list of enrolments). */}
      <PickupWeekOverview onSelect={selectFromOverview} />
    </>
  );
}
