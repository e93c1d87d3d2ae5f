import {
  formatDate,
  formatNumber,
  PROGNOSIS_STATISTICS_PERIODS,
  PROGNOSIS_TYPE_LABELS,
  prognosisFieldKey,
  type PrognosisFieldKey,
  type PrognosisFigure,
  type PrognosisKind,
  type PrognosisKindConfig,
  type PrognosisPeriod,
  type PrognosisStatistics,
  type PrognosisStatisticsPeriod,
  type PrognosisType,
} from '@slakteweb/core';
import { useId } from 'react';
import { HtmlContent } from '@/components/ui/html-content';
import { TextField } from '@/components/ui/text-field';
import styles from './prognosis.module.css';

/** The names of the periods the farm's own figures are shown for. */
const PERIOD_NAMES: Record<PrognosisStatisticsPeriod, string> = {
  prev_period: 'Forrige periode',
  upto_now_period: 'Denne perioden hittil',
  this_year: 'I år',
};

export function periodText(period: PrognosisPeriod): string {
  return `${formatDate(period.from)}–${formatDate(period.to)}`;
}

/** '312 dyr · 29 640 kg'; buying and selling have no weights. */
export function figureText(figure: PrognosisFigure): string {
  const animals = `${formatNumber(figure.count, 0)} dyr`;
  return figure.kg === null ? animals : `${animals} · ${formatNumber(figure.kg, 0)} kg`;
}

interface PrognosisKindFieldsProps {
  kind: PrognosisKind;
  label: string;
  types: readonly PrognosisType[];
  config: PrognosisKindConfig;
  statistics: PrognosisStatistics;
  values: Partial<Record<PrognosisFieldKey, string>>;
  errors: Partial<Record<PrognosisFieldKey, string>>;
  onChange: (key: PrognosisFieldKey, value: string) => void;
}

/**
 * One kind of the survey (spec §2 Prognosis modal): the cooperative's info text, the period to
 * estimate, and per type an input with the farm's own figures beside it as the basis to estimate
 * from. Each input is described by its figures, so a screen reader reads them with the field.
 */
export function PrognosisKindFields({ kind, label, types, config, statistics, values, errors, onChange }: PrognosisKindFieldsProps) {
  const id = useId();
  return (
    <fieldset className={styles.kind}>
      <legend className={styles.legend}>
        <h3 className={styles.kindHeading}>{label}</h3>
      </legend>
      {config.info_txt_top && <HtmlContent html={config.info_txt_top} className={styles.info} />}
      <p className={styles.period}>
        Prognose for perioden <strong>{periodText(config.next_period)}</strong>. Oppgi antall dyr.
      </p>
      {types.map((type) => {
        const key = prognosisFieldKey(kind, type);
        const figuresId = `${id}-${type}-figures`;
        const figures = statistics[type];
        return (
          <div key={type} className={styles.row}>
            <TextField
              label={PROGNOSIS_TYPE_LABELS[type]}
              className={styles.input}
              name={key}
              inputMode="numeric"
              autoComplete="off"
              value={values[key] ?? ''}
              onChange={(e) => onChange(key, e.target.value)}
              error={errors[key]}
              aria-describedby={figures ? figuresId : undefined}
            />
            {figures && (
              <dl id={figuresId} className={styles.figures}>
                {PROGNOSIS_STATISTICS_PERIODS.map((period) => (
                  <div key={period} className={styles.figure}>
                    <dt>
                      {PERIOD_NAMES[period]} <span className={styles.dates}>({periodText(statistics.periods[period])})</span>
                    </dt>
                    <dd>{figureText(figures[period])}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
