import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { company } from '@/config/company';
import type { FarmAccess } from '@/lib/farm-access';
import { getImpersonation } from '@/lib/impersonation';
import { isSuperuserQueryOptions } from '@/features/superuser/api/get-is-superuser';

/**
 * Staff (superusers) have no farm of their own: a farm's screens work for them once they act as
 * a farmer (spec §6). 'pending' while unknown, 'staff' for staff acting for nobody, else 'farm'
 * (also when the superuser check failed: the farm's own answers then say what is wrong).
 */
export function useFarmScreenAccess(): FarmAccess {
  const isSuperuser = useQuery(isSuperuserQueryOptions());
  if (isSuperuser.isPending) return 'pending';
  return isSuperuser.data === true && !getImpersonation() ? 'staff' : 'farm';
}

/** What a farm's screen says to staff acting for nobody; `what` names the screen ('Avregninger'). */
export function ActAsFarmerNotice({ what }: { what: string }) {
  return (
    <Alert kind="info" title="Velg en leverandør først">
      <p>{`${what} gjelder én leverandør. Trykk «Se som bruker» øverst og skriv ${company.loginIdDefinite}.`}</p>
    </Alert>
  );
}
