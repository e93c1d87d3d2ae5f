import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { goBack } from '@/lib/navigation';
import { useProfile } from '../api/get-profile';
import { NotificationSwitches } from './notification-switches';
import { ProfileEditForm } from './profile-edit-form';

/** /profile/edit. After saving, /profile replaces it in the history, told where we came from. */
export function ProfileEditPage() {
  const profile = useProfile();
  const navigate = useNavigate();

  return (
    <Page
      title="Endre profil"
      breadcrumbs={[
        { label: 'Profil', to: '/profile' },
        { label: 'Rediger', to: '/profile/edit' },
      ]}
    >
      {profile.isPending ? (
        <Loading text="Laster profildata ..." />
      ) : profile.isError ? (
        <ErrorState message="Kunne ikke laste inn profildata." error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <ProfileEditForm
            profile={profile.data}
            onSaved={() => void navigate('/profile', { replace: true, state: { referer: '/profile/edit' } })}
            onCancel={() => goBack(navigate, '/profile')}
          />
          {/* Saved switch by switch, apart from the form's 'Utfør endring'. */}
          <NotificationSwitches />
        </>
      )}
    </Page>
  );
}
