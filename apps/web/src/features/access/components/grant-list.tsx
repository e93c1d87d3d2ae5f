import { ACCESS_ROLE_NAMES, type AccessGrant, formatDate, formatDateTime } from '@slakteweb/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useMediaQuery } from '@/lib/use-media-query';
import { useEndGrant } from '../api/change-access';
import styles from './access.module.css';

/** From this width the list is a table; below it, one card per person. */
export const ACCESS_TABLE_MEDIA_QUERY = '(min-width: 760px)';

const until = (grant: AccessGrant) => (grant.until ? formatDate(grant.until) : 'Til du fjerner den');
const lastUsed = (grant: AccessGrant) => (grant.last_used ? formatDateTime(grant.last_used) : 'Ikke brukt ennå');

/**
 * Who has access: name, e-mail, role, since, until, last used, and 'Fjern tilgang' (after a
 * question: ending it logs the person out of the farm at once).
 */
export function GrantList({ grants }: { grants: AccessGrant[] }) {
  const wide = useMediaQuery(ACCESS_TABLE_MEDIA_QUERY, true);
  const endGrant = useEndGrant();
  const [ending, setEnding] = useState<AccessGrant | null>(null);

  if (grants.length === 0) return <p className={styles.empty}>Ingen andre har tilgang til gården.</p>;

  const confirm = () => {
    if (!ending) return;
    const grant = ending;
    setEnding(null);
    endGrant.mutate(grant.id, {
      onSuccess: () => toast.info(`${grant.name} har ikke lenger tilgang`),
      onError: () => toast.error(`Kunne ikke fjerne tilgangen til ${grant.name}. Prøv igjen.`),
    });
  };
  const endButton = (grant: AccessGrant) => (
    <Button variant="secondary" onPress={() => setEnding(grant)} isPending={endGrant.isPending && endGrant.variables === grant.id} aria-label={`Fjern tilgang for ${grant.name}`}>
      Fjern tilgang
    </Button>
  );

  return (
    <>
      {wide ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Navn</th>
              <th scope="col">E-post</th>
              <th scope="col">Rolle</th>
              <th scope="col">Fra</th>
              <th scope="col">Til</th>
              <th scope="col">Sist brukt</th>
              <th scope="col">
                <span className="visually-hidden">Handling</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {grants.map((grant) => (
              <tr key={grant.id}>
                <th scope="row">{grant.name}</th>
                <td className={styles.email}>{grant.email}</td>
                <td>{ACCESS_ROLE_NAMES[grant.role]}</td>
                <td>{formatDate(grant.since)}</td>
                <td>{until(grant)}</td>
                <td>{lastUsed(grant)}</td>
                <td>{endButton(grant)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className={styles.cards}>
          {grants.map((grant) => (
            <li key={grant.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{grant.name}</h3>
              <dl className={styles.facts}>
                <dt>E-post</dt>
                <dd className={styles.email}>{grant.email}</dd>
                <dt>Rolle</dt>
                <dd>{ACCESS_ROLE_NAMES[grant.role]}</dd>
                <dt>Fra</dt>
                <dd>{formatDate(grant.since)}</dd>
                <dt>Til</dt>
                <dd>{until(grant)}</dd>
                <dt>Sist brukt</dt>
                <dd>{lastUsed(grant)}</dd>
              </dl>
              {endButton(grant)}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={ending !== null}
        title={`Fjerne tilgangen til ${ending?.name ?? ''}?`}
        cancelText="Avbryt"
        confirmText="Fjern tilgang"
        onCancel={() => setEnding(null)}
        onConfirm={confirm}
        destructive
      >
        <p>{ending?.name} kan ikke lenger se eller gjøre noe for gården. Det gjelder med en gang.</p>
      </ConfirmDialog>
    </>
  );
}
