import type { PriceWhatIf, SlaughterGroup } from '@slakteweb/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { usePriceWhatIf } from '../api/price-what-if';
import { parseWeightChange, whatIfRequest, whatIfSentence } from '../what-if';
import styles from './settlements.module.css';

/**
 * 'Hva om dyrene hadde veid …': the group's weights moved by the same kilos each (e.g. +2 kg),
 * and the difference in kroner by the price list of the settlement's week, reckoned by the
 * server as the explanation is (POST /api/price_what_if). A weight band crossed shows in kroner.
 */
export function WhatIfWeight({ group, settlementDate }: { group: SlaughterGroup; settlementDate: string }) {
  const headingId = useId();
  const [text, setText] = useState('2');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ kg: number; result: PriceWhatIf } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const mutation = usePriceWhatIf();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setAnswer(null);
    const parsed = parseWeightChange(text);
    if ('error' in parsed) {
      setError(parsed.error);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    mutation.mutate(whatIfRequest(group, settlementDate, parsed.kg), {
      onSuccess: (result) => setAnswer({ kg: parsed.kg, result }),
      onError: (e) => {
        const message = isApiError(e) && e.status === 422 ? e.fields.weight_change_kg : undefined;
        if (message) {
          setError(message);
          inputRef.current?.focus();
        } else setFailure('Kunne ikke regne ut prisen. Prøv igjen.');
      },
    });
  };

  return (
    <section className={styles.whatIf} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.whatIfHeading}>
        Hva om dyrene hadde veid …
      </h4>
      <form onSubmit={onSubmit} noValidate className={styles.whatIfForm} aria-labelledby={headingId}>
        <TextField
          ref={inputRef}
          label="Kg mer (eller mindre) per dyr"
          description="F.eks. 2, eller −1,5 for mindre"
          inputMode="text"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error}
        />
        <Button type="submit" variant="secondary" isPending={mutation.isPending} aria-label={`Regn ut for ${group.group_name}`}>
          {mutation.isPending ? 'Regner ut ...' : 'Regn ut'}
        </Button>
      </form>
      <div role="status">
        {answer && (
          <p className={styles.whatIfAnswer}>
            {answer.result.animals === 0 ? 'Ingen av dyrene har en prisliste for uken.' : whatIfSentence(answer.kg, answer.result)}
            {answer.result.unpriced > 0 && ` ${answer.result.unpriced} dyr uten prisliste er ikke regnet med.`}
          </p>
        )}
      </div>
      {failure && <Alert kind="error">{failure}</Alert>}
    </section>
  );
}
