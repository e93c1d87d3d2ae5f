import type { ReturnForm } from '@slakteweb/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import styles from './register-enrolment.module.css';

/** The return sections while their form loads, when it cannot be loaded (spec §8 texts), and once it is there. */
export function ReturnFormLoad({ query, children }: { query: UseQueryResult<ReturnForm>; children: (form: ReturnForm) => ReactNode }) {
  if (query.isPending) return <Loading text="Laster..." />;
  if (query.isError) {
    return (
      <p className={styles.errorText}>
        Det oppsto en feil ved henting av skjemaet.{' '}
        <Button variant="quiet" className={styles.inlineButton} onPress={() => void query.refetch()}>
          Prøv på nytt
        </Button>
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
