import {
  PROGNOSIS_TEXTS,
  prognosisCountError,
  prognosisFieldKey,
  type PrognosisConfig,
  type PrognosisFieldKey,
  type PrognosisInputData,
  type PrognosisStatistics,
  type SubmittedPrognosis,
} from '@slakteweb/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { company } from '@/config/company';
import { isApiError } from '@/lib/api-client';
import { useRegisterPrognosis } from '../api/register-prognosis';
import type { availableKinds } from '../survey';
import { PrognosisKindFields } from './prognosis-kind-fields';
import styles from './prognosis.module.css';

type Values = Partial<Record<PrognosisFieldKey, string>>;
type Kinds = ReturnType<typeof availableKinds>;

/** The fields of the kinds asked for, filled with what the farm submitted for the coming period. */
function initialValues(kinds: Kinds, submitted: SubmittedPrognosis): Values {
  const values: Values = {};
  for (const { kind, types } of kinds) {
    for (const type of types) {
      const count = submitted[kind][type];
      values[prognosisFieldKey(kind, type)] = count === null ? '' : String(count);
    }
  }
  return values;
}

/** The spec's rule per field (spec §5): empty or a whole number, spaces tolerated. */
function fieldErrors(values: Values): Values {
  const errors: Values = {};
  for (const [key, value] of Object.entries(values) as [PrognosisFieldKey, string][]) {
    const error = prognosisCountError(value);
    if (error) errors[key] = error;
  }
  return errors;
}

/** The server's field messages ('data.pigs_slaughter' → pigs_slaughter) after a 422. */
function serverFieldErrors(error: unknown): { fields: Values; other: string[] } {
  const fields: Values = {};
  const other: string[] = [];
  if (isApiError(error) && error.status === 422 && error.fields) {
    for (const [name, message] of Object.entries(error.fields)) {
      if (name.startsWith('data.')) fields[name.slice('data.'.length) as PrognosisFieldKey] = message;
      else other.push(message);
    }
  }
  return { fields, other };
}

interface PrognosisFormProps {
  config: PrognosisConfig;
  kinds: Kinds;
  submitted: SubmittedPrognosis;
  statistics: PrognosisStatistics[];
  close: () => void;
}

/**
 * The survey's form: per kind asked for, its fields beside the farm's own figures. An invalid
 * field says so under itself, the form says 'Et eller flere av inputfeltene har ugyldig data.'
 * and sending is disabled until it is fixed. After sending: 'Prognosen er sendt inn...'.
 */
export function PrognosisForm({ config, kinds, submitted, statistics, close }: PrognosisFormProps) {
  const [values, setValues] = useState<Values>(() => initialValues(kinds, submitted));
  const register = useRegisterPrognosis();
  const errors = fieldErrors(values);
  const invalid = Object.keys(errors).length > 0;
  const server = serverFieldErrors(register.error);

  const onChange = (key: PrognosisFieldKey, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A changed field is judged again by the browser: the server's old answer no longer applies.
    if (register.isError) register.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || register.isPending) return;
    register.mutate({ data: values as PrognosisInputData, config });
  };

  if (register.isSuccess) return <Sent close={close} />;

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form}>
      {kinds.map(({ kind, label, types }) => (
        <PrognosisKindFields
          key={kind}
          kind={kind}
          label={label}
          types={types}
          config={config[kind]}
          statistics={statistics.find((s) => s.animal_kind === kind)!}
          values={values}
          errors={{ ...server.fields, ...errors }}
          onChange={onChange}
        />
      ))}
      {/* Always in the page, so the message is read out when it appears. */}
      <div aria-live="polite" className={styles.invalid}>
        {invalid && <p className={styles.invalidText}>{PROGNOSIS_TEXTS.invalid}</p>}
      </div>
      {register.isError && (
        <Alert kind="error">
          {server.other.length > 0 ? server.other.map((message) => <p key={message}>{message}</p>) : <p>{PROGNOSIS_TEXTS.sendFailed(company.name)}</p>}
        </Alert>
      )}
      <div className={styles.buttons}>
        <Button variant="secondary" onPress={close}>
          Lukk
        </Button>
        <Button type="submit" isDisabled={invalid} isPending={register.isPending}>
          {register.isPending ? 'Sender prognose ...' : 'Send inn prognose'}
        </Button>
      </div>
    </form>
  );
}

/** After sending: the spec's confirmation, with focus on it so it is read out. */
function Sent({ close }: { close: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.sent}>
      <Alert kind="success">
        <p>{PROGNOSIS_TEXTS.sent}</p>
      </Alert>
      <div className={styles.buttons}>
        <Button onPress={close}>Lukk</Button>
      </div>
    </div>
  );
}
