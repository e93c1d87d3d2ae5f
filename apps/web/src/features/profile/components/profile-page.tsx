import { Page } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { useCan } from '@/lib/me';
import { useProfile } from '../api/get-profile';
import { ProfileConfirm } from './profile-confirm';
import { ProfileDetails } from './profile-details';
import styles from './profile.module.css';

/** /profile 'Min Konto': read-only, or the confirm mode while the profile must be confirmed. */
export function ProfilePage({ confirmMode = false }: { confirmMode?: boolean }) {
  const profile = useProfile();
  // Who else may act for the farm is the farmer's own to decide: a person never sees the link.
  const can = useCan();
  const managesAccess = can('access.manage', { strict: true });

  return (
    <Page title="Min Konto">
      {profile.isPending ? (
        <Loading text="Laster profildata ..." />
      ) : profile.isError ? (
        <ErrorState message="Kunne ikke laste inn profildata." error={profile.error} onRetry={() => void profile.refetch()} />
      ) : confirmMode ? (
        <ProfileConfirm profile={profile.data} />
      ) : (
        <>
          <ProfileDetails profile={profile.data} />
          <div className={styles.actions}>
            {can('profile.write') && <ButtonLink to="/profile/edit">Endre profil</ButtonLink>}
            <ButtonLink to="/profile/change-password" variant="secondary">
              Endre passord
            </ButtonLink>
            {managesAccess && (
              <ButtonLink to="/tilganger" variant="secondary">
                Tilganger
              </ButtonLink>
            )}
          </div>
        </>
      )}
    </Page>
  );
}
