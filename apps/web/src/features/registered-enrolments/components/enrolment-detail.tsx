import {
  CONFIRM_TEXT,
  enrolmentKindSuffix,
  EXTRA_CONFIRM_FLAG,
  EXTRA_CONFIRM_TEXT,
  formatDate,
  stripDollarText,
  type EnrolmentKind,
  type RegisteredEnrolment,
  type RegisteredEnrolmentRow,
} from '@slakteweb/core';
import { useId } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { CheckCircleIcon, InfoIcon } from '@/components/ui/icons';
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
  onDeleted: (deleted: { kind: EnrolmentKind; date: string; requested: boolean }) => void;
}

/** The selected submitted enrolment, fetched per kind and date (spec §2, §4). */
export function EnrolmentDetail({ kind, date, onDeleted }: EnrolmentDetailProps) {
  const enrolment = useRegisteredEnrolmentByDate(kind, date);
  if (enrolment.isPending) return <Loading text="Laster innmeldingen..." />;
  if (enrolment.isError) return <ErrorState message="Kunne ikke hente denne innmeldingen." onRetry={() => void enrolment.refetch()} />;
  return <EnrolmentView enrolment={enrolment.data} onDeleted={onDeleted} />;
}

function EnrolmentView({ enrolment, onDeleted }: { enrolment: RegisteredEnrolment; onDeleted: EnrolmentDetailProps['onDeleted'] }) {
  const headingId = useId();
  const comment = stripDollarText(enrolment.comment);
  return (
    <section aria-labelledby={headingId} className={styles.detail}>
      <div className={styles.detailHeader}>
        <h2 id={headingId} className={styles.detailHeading}>
          Innmelding {formatDate(enrolment.date)}
          {enrolmentKindSuffix(enrolment.kind)}
        </h2>
        <DeleteEnrolment enrolment={enrolment} onDeleted={onDeleted} />
      </div>

      {enrolment.kind === 'slaughter' && (
        <p className={enrolment.pickup_completed ? styles.statusDone : styles.statusWaiting}>
          {enrolment.pickup_completed ? <CheckCircleIcon /> : <InfoIcon />}
          {enrolment.pickup_completed ? STATUS_TEXT.completed : STATUS_TEXT.waiting}
        </p>
      )}

      <ul className={styles.rows} aria-label="Dyr i innmeldingen">
        {enrolment.animal_rows.map((row, index) => (
          <AnimalRow key={index} row={row} />
        ))}
      </ul>

      <h3 className={styles.commentHeading}>Kommentar</h3>
      {comment ? <p className={styles.comment}>{comment}</p> : <p className={styles.muted}>Fant ingen kommentar</p>}

      {(enrolment.return_meat_pickup_location || enrolment.want_marks_sent_on_return) && (
        <>
          <h3 className={styles.sectionHeading}>Retur</h3>
          <dl className={styles.facts}>
            {enrolment.return_meat_pickup_location && <Fact label="Hentested for returkjøtt" value={enrolment.return_meat_pickup_location} wide />}
            {enrolment.want_marks_sent_on_return && <Fact label="Merker for retur" value="Ønsker tilsendt merker for retur" wide />}
          </dl>
        </>
      )}
      {company.flags.return_form && <ReturnReceipt receipts={enrolment.return_form_data} />}

      {enrolment.confirmations.length > 0 && (
        <>
          <h3 className={styles.sectionHeading}>Bekreftet ved innsending</h3>
          <ul className={styles.confirmations}>
            {enrolment.confirmations.map((flag) => (
              <li key={flag}>
                <CheckCircleIcon size={16} />
                {flag === EXTRA_CONFIRM_FLAG ? EXTRA_CONFIRM_TEXT : CONFIRM_TEXT[flag].label}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function AnimalRow({ row }: { row: RegisteredEnrolmentRow }) {
  const kindText = rowKindText(row);
  const rowComment = stripDollarText(row.comment);
  return (
    <li className={styles.row}>
      <div className={styles.rowHeader}>
        <h3 className={styles.rowHeading}>{row.product_text}</h3>
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
          <h4 className={styles.healthHeading}>Helseavvik</h4>
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
