import { searchCattle } from '@slakteweb/core';
import { useDeferredValue, useId, useState } from 'react';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { TextField } from '@/components/ui/text-field';
import { isRefusal } from '@/lib/api-refusal';
import { useMyCattle } from '../api/get-my-cattle';
import { CattleCard } from './cattle-card';
import styles from './cattle.module.css';
import { StockOverview } from './stock-overview';

/** The texts of spec §8, word for word. */
export const ERROR_TITLE = 'Kunne ikke laste inn storfe.';
export const ERROR_TEXT = 'Det oppstod en feil ved innlasting av data, eller du har ikke registrerte storfe hos Mattilsynet.';
export const RETRY_TEXT = 'Prøv på nytt';

/**
 * 'Mine storfe' (spec §2): how many of each cattle type, a search, and a card per animal that
 * opens on its breeds. The search filters as one types (spec §5).
 */
export function CattlePage() {
  const cattle = useMyCattle();
  const [search, setSearch] = useState('');
  // Typing stays quick on a big herd: the list follows a moment later.
  const deferred = useDeferredValue(search);
  const listId = useId();

  let body;
  if (cattle.isPending) body = <Loading />;
  else if (cattle.isError && isRefusal(cattle.error)) body = <ErrorState message={ERROR_TEXT} error={cattle.error} />;
  else if (cattle.isError || cattle.data.animals.length === 0) {
    const retry = (
      <Button variant="secondary" onPress={() => void cattle.refetch()}>
        {RETRY_TEXT}
      </Button>
    );
    // No animals is the registry's answer too: the same text, without calling it a failure.
    body = cattle.isError ? (
      <Alert kind="error" title={ERROR_TITLE}>
        <p>{ERROR_TEXT}</p>
        {retry}
      </Alert>
    ) : (
      <Alert kind="info">
        <p>{ERROR_TEXT}</p>
        {retry}
      </Alert>
    );
  } else {
    const { stock, animals } = cattle.data;
    const found = searchCattle(animals, deferred);
    body = (
      <>
        <StockOverview stock={stock} total={animals.length} />
        <section aria-labelledby={`${listId}-heading`} className={styles.section}>
          <h2 id={`${listId}-heading`} className={styles.sectionHeading}>
            Dyrene
          </h2>
          <TextField
            label="Søk"
            type="search"
            description="Type, rase, dato (dd.mm.åååå), eller morsmerke og individnummer (bare siffer)"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-controls={listId}
            autoComplete="off"
            maxLength={60}
          />
          <p role="status" className={styles.count}>
            {deferred.trim() === '' ? `${animals.length} dyr` : `Viser ${found.length} av ${animals.length} dyr`}
          </p>
          {found.length === 0 ? (
            <p className={styles.none}>Fant ingen storfe som passer søket.</p>
          ) : (
            <ul id={listId} className={styles.cards}>
              {found.map((animal) => (
                <li key={`${animal.mothers_mark}-${animal.individual_no}`}>
                  <CattleCard animal={animal} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }
  return <Page title="Mine storfe">{body}</Page>;
}
