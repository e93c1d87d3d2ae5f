import { ACCESS_ROLE_NAMES, type AccessInvitation, formatDate } from '@slakteweb/core';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useWithdrawInvitation } from '../api/change-access';
import styles from './access.module.css';

/** Invitations not yet answered; 'Trekk tilbake' makes the link stop working. */
export function InvitationList({ invitations }: { invitations: AccessInvitation[] }) {
  const withdraw = useWithdrawInvitation();
  if (invitations.length === 0) return <p className={styles.empty}>Ingen invitasjoner venter på svar.</p>;
  return (
    <ul className={styles.cards}>
      {invitations.map((invitation) => (
        <li key={invitation.id} className={styles.card}>
          <p className={styles.cardTitle}>{invitation.email}</p>
          <p>
            {ACCESS_ROLE_NAMES[invitation.role]}
            {invitation.until ? `, til og med ${formatDate(invitation.until)}` : ''}. Sendt {formatDate(invitation.sent)}.
          </p>
          <Button
            variant="secondary"
            isPending={withdraw.isPending && withdraw.variables === invitation.id}
            aria-label={`Trekk tilbake invitasjonen til ${invitation.email}`}
            onPress={() =>
              withdraw.mutate(invitation.id, {
                onSuccess: () => toast.info(`Invitasjonen til ${invitation.email} er trukket tilbake`),
                onError: () => toast.error('Kunne ikke trekke tilbake invitasjonen. Prøv igjen.'),
              })
            }
          >
            Trekk tilbake
          </Button>
        </li>
      ))}
    </ul>
  );
}
