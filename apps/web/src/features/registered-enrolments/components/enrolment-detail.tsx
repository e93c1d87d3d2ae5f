import {
  CONFIRM_TEXT,
  cooperativeStatusLine,
  enrolmentKindSuffix,
  EXTRA_CONFIRM_FLAG,
  EXTRA_CONFIRM_TEXT,
  formatDate,
  formatTime,
  isDeletedByCooperative,
  stripDollarText,
  type EnrolmentKind,
  type RegisteredEnrolment,
  type RegisteredEnrolmentPart,
  type RegisteredEnrolmentRow,
} from '@slakteweb/core';
import { useEffect, useId, useRef } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { CheckCircleIcon, InfoIcon, WarningIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/loading';
import { useRegisteredEnrolmentByDate } from '../api/get-registered-enrolment-by-date';
import { company } from '@/config/company';
import { animalIdLabel, healthRemarkLine, pickupText, returnText, rowKindText } from '../enrolment-format';
import { DeleteEnrolment } from './delete-enrolment';
import { ReturnReceipt } from './return-receipt';
import styles from './registered-enrolments.module.css';

export const STATUS_TEXT = {
  completed: 'Henting på innmelding er gjennomført',
  waiting: 'Et eller flere dyr venter på henting',
} as const;

interface EnrolmentDetailProps {
  kind: EnrolmentKind;
  date: string;
  /** Chosen from the overview by pickup week: its heading takes focus once it shows. */
  focusHeading?: boolean;
  onDeleted: (deleted: { kind: EnrolmentKind; date: string; requested: boolean }) => void;
}

/** The selected submitted enrolment, fetched per kind and date (spec §2, §4). */
export function EnrolmentDetail({ kind, date, focusHeading = false, onDeleted }: EnrolmentDetailProps) {
  const enrolment = useRegisteredEnrolmentByDate(kind, date);
  if (enrolment.isPending) return <Loading text="Laster innmeldingen..." />;
  if (enrolment.isError) return <ErrorState message="Kunne ikke hente denne innmeldingen." error={enrolment.error} onRetry={() => void enrolment.refetch()} />;
  return <EnrolmentView enrolment={enrolment.data} focusHeading={focusHeading} onDeleted={onDeleted} />;
}

function EnrolmentView({ enrolment, focusHeading, onDeleted }: { enrolment: RegisteredEnrolment; focusHeading: boolean; onDeleted: EnrolmentDetailProps['onDeleted'] }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusHeading) return;
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [focusHeading]);
  // Newest first: the one sent last (the one just sent) is not at the end of a long page.
  const parts = [...enrolment.enrolments].sort((a, b) => Date.parse(b.sent_at) - Date.parse(a.sent_at) || b.id - a.id);
  const single = parts.length === 1 ? parts[0]! : null;
  const target = (part: RegisteredEnrolmentPart) => ({ ...part, kind: enrolment.kind, date: enrolment.date });
  return (
    <section aria-labelledby={headingId} className={styles.detail}>
      <div className={styles.detailHeader}>
        <h2 id={headingId} className={styles.detailHeading} ref={headingRef} tabIndex={-1}>
          Innmelding {formatDate(enrolment.date)}
          {enrolmentKindSuffix(enrolment.kind)}
        </h2>
        {single && <DeleteEnrolment enrolment={target(single)} onDeleted={onDeleted} />}
      </div>
      {single ? (
        <EnrolmentPart kind={enrolment.kind} part={single} level={3} />
      ) : (
        <>
          <p className={styles.muted}>{`${parts.length} innmeldinger ble sendt denne dagen.`}</p>
          {parts.map((part) => (
            <section key={part.id} className={styles.part} aria-labelledby={`part-${part.id}`}>
              <div className={styles.detailHeader}>
                <h3 id={`part-${part.id}`} className={styles.partHeading}>
                  Sendt kl. {formatTime(part.sent_at)}
                </h3>
                <DeleteEnrolment enrolment={target(part)} onDeleted={onDeleted} />
              </div>
              <EnrolmentPart kind={enrolment.kind} part={part} level={4} />
            </section>
          ))}
        </>
      )}
    </section>
  );
}

/**
 * One enrolment: for slaughter its status line, its rows, comment, returns, confirmations and
 * 'Returskjema'. Its headings are at `level` (3 alone, 4 under its time when the day has several).
 */
function EnrolmentPart({ kind, part, level }: { kind: EnrolmentKind; part: RegisteredEnrolmentPart; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const comment = stripDollarText(part.comment);
  const deleted = isDeletedByCooperative(part.cooperative);
  return (
    <>
      {/* What the cooperative did to it since it was sent: first, where the eye starts. */}
      {part.cooperative && (
        <p className={styles.cooperative}>
          <WarningIcon />
          {cooperativeStatusLine(part.cooperative)}
        </p>
      )}
      {/* A deleted enrolment waits for no pickup. */}
      {kind === 'slaughter' && !deleted && (
        <p className={part.pickup_completed ? styles.statusDone : styles.statusWaiting}>
          {part.pickup_completed ? <CheckCircleIcon /> : <InfoIcon />}
          {part.pickup_completed ? STATUS_TEXT.completed : STATUS_TEXT.waiting}
        </p>
      )}

      <ul className={styles.rows} aria-label="Dyr i innmeldingen">
        {part.animal_rows.map((row, index) => (
          <AnimalRow key={index} row={row} level={level} />
        ))}
      </ul>

      <Heading className={styles.commentHeading}>Kommentar</Heading>
      {comment ? <p className={styles.comment}>{comment}</p> : <p className={styles.muted}>Fant ingen kommentar</p>}

      {(part.return_meat_pickup_location || part.want_marks_sent_on_return) && (
        <>
          <Heading className={styles.sectionHeading}>Retur</Heading>
          <dl className={styles.facts}>
            {part.return_meat_pickup_location && <Fact label="Hentested for returkjøtt" value={part.return_meat_pickup_location} wide />}
            {part.want_marks_sent_on_return && <Fact label="Merker for retur" value="Ønsker tilsendt merker for retur" wide />}
          </dl>
        </>
      )}
      {company.flags.return_form && <ReturnReceipt receipts={part.return_form_data ? [part.return_form_data] : []} />}

      {part.confirmations.length > 0 && (
        <>
          <Heading className={styles.sectionHeading}>Bekreftet ved innsending</Heading>
          <ul className={styles.confirmations}>
            {part.confirmations.map((flag) => (
              <li key={flag}>
                <CheckCircleIcon size={16} />
                {flag === EXTRA_CONFIRM_FLAG ? EXTRA_CONFIRM_TEXT : CONFIRM_TEXT[flag].label}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function AnimalRow({ row, level }: { row: RegisteredEnrolmentRow; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const SubHeading = level === 3 ? 'h4' : 'h5';
  const kindText = rowKindText(row);
  const rowComment = stripDollarText(row.comment);
  return (
    <li className={styles.row}>
      <div className={styles.rowHeader}>
        <Heading className={styles.rowHeading}>{row.product_text}</Heading>
        {row.pickup_completed && (
          <span className={styles.picked}>
            <CheckCircleIcon size={16} />
            Hentet
          </span>
        )}
      </div>
      <dl className={styles.facts}>
        <Fact label="Antall" value={String(row.amount)} />
        {row.club_no && <Fact label="Klubbnummer" value={row.club_no} />}
        {row.animal_id && <Fact label={animalIdLabel(row)} value={row.animal_id} />}
        {kindText && <Fact label={kindText.label} value={kindText.value} />}
        {row.race_name && <Fact label="Rase" value={row.race_name} />}
        <Fact label="Leveringsuke" value={`Uke ${row.delivery_week} ${row.delivery_year}`} />
        {row.expected_pickup_date && <Fact label="Forventet henting" value={pickupText(row.expected_pickup_date, row.expected_pickup_time)} />}
        {row.haulier && <Fact label="Transportør" value={row.haulier.name} />}
        {returnText(row) && <Fact label="Retur" value={returnText(row)!} />}
        {rowComment && <Fact label="Kommentar" value={rowComment} wide />}
      </dl>
      {row.health_remarks.length > 0 && (
        <div className={styles.health}>
          <SubHeading className={styles.healthHeading}>Helseavvik</SubHeading>
          <ul>
            {row.health_remarks.map((remark, i) => (
              <li key={i}>{healthRemarkLine(row, remark)}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? styles.factWide : styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
