import { ACCESS_ROLE_NAMES, type MyFarm } from '@slakteweb/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChooseFarm, useMyFarms } from '../api/my-farms';
import styles from './farm-choice.module.css';

export const CHOOSE_FARM_TITLE = 'Velg gård';

/** A farm matches when its name contains the text, or its supplier number starts with it. */
export function farmMatches(farm: MyFarm, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return farm.fullname.toLowerCase().includes(q) || farm.supplier_no.startsWith(q);
}

/**
 * /velg-gard: the farms a person may act for (an accountant may have hundreds), searchable by name
 * and supplier number. Choosing one makes the session act for it and opens its dashboard.
 */
export function ChooseFarmPage() {
  const farms = useMyFarms();
  const choose = useChooseFarm();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');

  const pick = (farm: MyFarm) =>
    choose.mutate(farm.supplier_no, {
      onSuccess: () => void navigate('/dashboard'),
      onError: (error) =>
        toast.error(isApiError(error) && error.status === 403 ? `Du har ikke lenger tilgang til ${farm.fullname}.` : 'Kunne ikke bytte gård. Prøv igjen.'),
    });

  let body;
  if (farms.isPending) body = <Loading text="Laster inn gårdene dine ..." />;
  else if (farms.isError) body = <ErrorState message="Kunne ikke laste inn gårdene dine." onRetry={() => void farms.refetch()} />;
  else if (farms.data.farms.length === 0) body = <p>Du har ikke tilgang til noen gård nå.</p>;
  else {
    const shown = farms.data.farms.filter((farm) => farmMatches(farm, search));
    body = (
      <>
        <TextField
          label="Søk på navn eller leverandørnummer"
          type="search"
          autoComplete="off"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={styles.search}
        />
        <p role="status" className={styles.count}>
          {shown.length === farms.data.farms.length ? `${shown.length} gårder` : `Viser ${shown.length} av ${farms.data.farms.length} gårder`}
        </p>
        {shown.length === 0 ? (
          <p>Ingen gård passer med søket.</p>
        ) : (
          <ul className={styles.farms}>
            {shown.map((farm) => {
              const current = farm.supplier_no === farms.data.acting_for;
              return (
                <li key={farm.supplier_no}>
                  <Button
                    variant={current ? 'primary' : 'secondary'}
                    className={styles.farm}
                    onPress={() => pick(farm)}
                    isPending={choose.isPending && choose.variables === farm.supplier_no}
                    aria-current={current ? 'true' : undefined}
                  >
                    <span className={styles.farmName}>{farm.fullname}</span>
                    <span>
                      lev.nr {farm.supplier_no} · {ACCESS_ROLE_NAMES[farm.role]}
                      {current ? ' · valgt nå' : ''}
                    </span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </>
    );
  }

  return (
    <Page title={CHOOSE_FARM_TITLE} breadcrumbs={false}>
      <p>Velg gården du skal handle for. Du kan bytte gård når som helst fra menyen øverst.</p>
      {body}
    </Page>
  );
}
