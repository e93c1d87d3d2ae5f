import { CASE_REASON_LABELS, CASE_STATUS_LABELS, type FarmCase, formatDate, formatKg } from '@slakteweb/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { casesQueryOptions } from '../api/cases';
import { gradeCell } from '../settlement-format';
import styles from './my-cases.module.css';

/** 'Lam i avregning nr 4711, individnr 12345' or 'Gruppen Slaktegris (12 dyr) i avregning nr 4711'. */
export function caseAnimalText(c: FarmCase): string {
  const s = c.subject;
  if (!s) return 'Ikke knyttet til et dyr';
  const settlement = `avregning nr ${s.settlement_no} (${formatDate(s.settlement_date)})`;
  if (!s.animal) return `Gruppen ${s.group_name}${s.animals_in_group === null ? '' : ` (${s.animals_in_group} dyr)`} i ${settlement}`;
  const id = s.animal.individual_no ? `, individnr ${s.animal.individual_no}` : '';
  return `${s.animal.description}${id} i ${settlement}`;
}

/** The animal's values when the question was asked: 'Klasse R+, fettgruppe 3-, 24,6 kg'. */
function animalValues(c: FarmCase): string | null {
  const a = c.subject?.animal;
  if (!a) return null;
  const grade = gradeCell({ description: a.description, classification: a.classification, meat_percent: a.meat_percent });
  const parts = [grade.value ? `${grade.label} ${grade.value}` : null, a.fat_group ? `fettgruppe ${a.fat_group}` : null, `${formatKg(a.weight_g)} kg`];
  return parts.filter((p): p is string => p !== null).join(', ');
}

/**
 * 'Mine henvendelser': the farm's questions about its carcasses, newest first, each with its
 * number, date, reason, the animal, status (Mottatt, Under behandling, Besvart) and the answer.
 * /henvendelser/{id} opens the list at that question (the link after sending one).
 */
export function MyCasesPage() {
  const cases = useQuery(casesQueryOptions());
  const { id } = useParams();
  return (
    <Page title="Mine henvendelser" breadcrumbs={[{ label: 'Avregninger', to: '/accountings' }, { label: 'Mine henvendelser' }]}>
      <p className={styles.intro}>
        Spørsmål du har sendt om dyr på avregningene. Du spør fra dyret på avregningen med «Spør om dette dyret». <Link to="/accountings">Til avregningene</Link>
      </p>
      {cases.isPending ? (
        <Loading text="Laster henvendelsene..." />
      ) : cases.isError ? (
        <ErrorState message="Kunne ikke hente henvendelsene." onRetry={() => void cases.refetch()} />
      ) : cases.data.length === 0 ? (
        <p className={styles.empty}>Du har ikke sendt noen henvendelser ennå.</p>
      ) : (
        <ol className={styles.list} aria-label="Henvendelser">
          {cases.data.map((c) => (
            <CaseItem key={c.id} farmCase={c} current={id === String(c.id)} />
          ))}
        </ol>
      )}
    </Page>
  );
}

function CaseItem({ farmCase: c, current }: { farmCase: FarmCase; current: boolean }) {
  const ref = useRef<HTMLElement>(null);
  // The question the farmer came to see is scrolled to and focused.
  useEffect(() => {
    if (current) {
      ref.current?.scrollIntoView?.({ block: 'start' });
      ref.current?.focus();
    }
  }, [current]);
  const headingId = `henvendelse-${c.id}`;
  const values = animalValues(c);
  return (
    <li>
      <article ref={ref} tabIndex={current ? -1 : undefined} aria-labelledby={headingId} aria-current={current || undefined} className={styles.item}>
        <div className={styles.top}>
          <h2 id={headingId} className={styles.heading}>
            Henvendelse nr {c.number}
          </h2>
          <span className={styles.status} data-status={c.status}>
            {CASE_STATUS_LABELS[c.status]}
          </span>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>Sendt</dt>
            <dd>{formatDate(c.created_at)}</dd>
          </div>
          <div>
            <dt>Gjelder</dt>
            <dd>{CASE_REASON_LABELS[c.reason]}</dd>
          </div>
          <div className={styles.wide}>
            <dt>Dyr</dt>
            <dd>
              {caseAnimalText(c)}
              {values && <span className={styles.values}>{values}</span>}
            </dd>
          </div>
        </dl>
        <h3 className={styles.subheading}>Spørsmålet ditt</h3>
        <p className={styles.text}>{c.text}</p>
        <h3 className={styles.subheading}>Svar</h3>
        {c.answer ? (
          <p className={styles.text}>
            {c.answer}
            {c.answered_at && <span className={styles.answered}>Besvart {formatDate(c.answered_at)}</span>}
          </p>
        ) : (
          <p className={styles.muted}>Ikke besvart ennå.</p>
        )}
      </article>
    </li>
  );
}
