import {
  CONFIRM_TEXT,
  HELP_TEXT,
  offersReturnMarks,
  type ConfirmFlag,
  confirmationSubjects,
  EXTRA_CONFIRM_FLAG,
  EXTRA_CONFIRM_TEXT,
  formatDate,
  MEDICATION_HOLDBACK_INFO,
  requiredConfirmations,
} from '@slakteweb/core';
import { useEffect, useId, useRef } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { WarningIcon } from '@/components/ui/icons';
import { HtmlContent } from '@/components/ui/html-content';
import { company } from '@/config/company';
import { useHelpText } from '@/lib/help-texts';
import type { MedicationCheck } from '../model/screen-flow';
import { needsAgreement } from '../model/payload';
import { visibleRows } from '../model/entries';
import { hasReturns } from '../model/returns-model';
import styles from './register-enrolment.module.css';
import type { SectionProps } from './section-props';

/**
 * The confirmations before sending (spec §2 item 10): the medication check's notices, each with its
 * own checkbox, after a send that answered them (core enrolment/medication.ts decides which); the
 * transport-fitness agreement (slaughter and sell); midtnorge's extra confirmation (slaughter);
 * with returns, 'Ønsker tilsendt merker for retur' (standard, sheep and cattle) and the collapsible
 * 'Viktig informasjon om retur' (midtnorge).
 */
export function ConfirmSection({ draft, screen, dispatch, errors }: SectionProps) {
  const slaughter = draft.action === 'slaughter';
  // A box that must be ticked says so after a press on 'Send innmelding'.
  const shown = (key: string) => (screen.sendAttempted ? errors[key] : undefined);
  const returns = slaughter && draft.group !== null && hasReturns(visibleRows(draft));
  return (
    <section className={styles.step} aria-label="Bekreftelser">
      {screen.medication && <MedicationNotices medication={screen.medication} errorOf={shown} onConfirm={(flag, confirmed) => dispatch({ type: 'confirmationChanged', flag, confirmed })} />}
      {needsAgreement(draft.action) && (
        <Checkbox
          label="Jeg bekrefter at dyrene er i stand til å transporteres"
          checked={draft.agreement}
          onChange={(e) => dispatch({ type: 'agreementChanged', agreement: e.target.checked })}
          aria-required
          error={shown('agreement')}
        />
      )}
      {slaughter && company.flags.extraCheckboxConfirmRegisterSlaughter && (
        <Checkbox
          label={EXTRA_CONFIRM_TEXT}
          checked={draft.extraConfirm}
          onChange={(e) => dispatch({ type: 'extraConfirmChanged', extraConfirm: e.target.checked })}
          aria-required
          error={shown(EXTRA_CONFIRM_FLAG)}
        />
      )}
      {returns && offersReturnMarks(company, draft.group!) && (
        <Checkbox label="Ønsker tilsendt merker for retur" checked={draft.wantMarks} onChange={(e) => dispatch({ type: 'wantMarksChanged', wantMarks: e.target.checked })} />
      )}
      {returns && company.flags.return_info && <ReturnInfo />}
    </section>
  );
}

interface NoticesProps {
  medication: MedicationCheck;
  /** A confirmation's message, once it shows. */
  errorOf: (flag: ConfirmFlag) => string | undefined;
  onConfirm: (flag: ConfirmFlag, confirmed: boolean) => void;
}

/**
 * What the medication check found, one notice per confirmation it needs. They appear after a
 * press on 'Send innmelding': focus moves to them, so a screen-reader user hears why nothing was
 * sent yet.
 */
function MedicationNotices({ medication, errorOf, onConfirm }: NoticesProps) {
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const flags = requiredConfirmations(medication.remarks);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [medication.remarks]);

  if (flags.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className={styles.medication} aria-labelledby={headingId} role="region">
      <h2 id={headingId} className={styles.stepTitle}>
        Legemiddelbehandling og tilbakeholdelsestid
      </h2>
      <p>Dyr i innmeldingen er behandlet med legemidler som har tilbakeholdelsestid. Les gjennom og bekreft før du sender inn igjen.</p>
      {company.flags.medication_holdback_info && <p className={styles.medicationInfo}>{MEDICATION_HOLDBACK_INFO}</p>}
      {flags.map((flag) => (
        <MedicationNotice key={flag} flag={flag} medication={medication} error={errorOf(flag)} onConfirm={onConfirm} />
      ))}
    </div>
  );
}

function MedicationNotice({ flag, medication, error, onConfirm }: { flag: ConfirmFlag; medication: MedicationCheck; error: string | undefined; onConfirm: NoticesProps['onConfirm'] }) {
  const titleId = useId();
  const text = CONFIRM_TEXT[flag];
  return (
    <div role="group" aria-labelledby={titleId} className={styles.medicationNotice}>
      <h3 id={titleId} className={styles.medicationTitle}>
        <WarningIcon />
        {text.title}
      </h3>
      <ul className={styles.medicationList}>
        {confirmationSubjects(medication.remarks, flag).map((subject) => (
          <li key={subject.label}>
            <strong>{subject.label}</strong>
            {subject.diseases.length > 0 && `: ${subject.diseases.map((d) => d.name).join(', ')}`}
            <ul>
              {subject.medications.map((m) => (
                <li key={`${m.name}-${m.restrain_limit}`}>
                  {m.name}, behandlet {formatDate(m.treatment_date)}, tilbakeholdelsestid til {formatDate(m.restrain_limit)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <Checkbox
        label={text.label}
        checked={medication.confirmed[flag] === true}
        onChange={(e) => onConfirm(flag, e.target.checked)}
        aria-required
        error={error}
      />
    </div>
  );
}

/** 'Viktig informasjon om retur' (midtnorge, return_info): the cooperative's help text, folded. */
function ReturnInfo() {
  const text = useHelpText(HELP_TEXT.returnInfo);
  if (!text) return null;
  return (
    <details className={styles.info}>
      <summary>Viktig informasjon om retur</summary>
      <HtmlContent html={text} className={styles.helpText} />
    </details>
  );
}
