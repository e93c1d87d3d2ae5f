import { HELP_TEXT, type Profile } from '@slakteweb/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { HtmlContent } from '@/components/ui/html-content';
import { useHelpText } from '@/lib/help-texts';
import { clearNeedToConfirm } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useConfirmInformation } from '../api/confirm-information';
import { ProfileDetails } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';
import styles from './profile.module.css';

/**
 * Confirm mode of /profile (login answered 418): the user checks the information and confirms
 * it before using the portal. Only /profile and /profile/change-password are reachable in this
 * state, so 'Endre profil' edits right here instead of opening /profile/edit.
 */
export function ProfileConfirm({ profile }: { profile: Profile }) {
  const helpText = useHelpText(HELP_TEXT.profileConfirm);
  const confirm = useConfirmInformation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const greetingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // After editing, put focus back at the top so keyboard and screen-reader users are not lost.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!editing) greetingRef.current?.focus();
  }, [editing]);

  const onConfirm = () =>
    confirm.mutate(undefined, {
      onSuccess: () => {
        clearNeedToConfirm();
        toast.info('Informasjonen ble bekreftet');
        void navigate('/dashboard');
      },
      onError: () => {
        // Spec §4: on failure needToConfirm is set false too, with the error shown, so a
        // broken confirm call does not lock the farmer out of the portal.
        toast.error('Kunne ikke bekrefte informasjonen');
        clearNeedToConfirm();
      },
    });

  return (
    <>
      <h2 className={styles.greeting} ref={greetingRef} tabIndex={-1}>
        Hei, {profile.fullname}
      </h2>
      {editing ? (
        <ProfileEditForm profile={profile} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <div className={styles.confirmText}>
            {helpText ? (
              <HtmlContent html={helpText} />
            ) : (
              <p>
                Før du går videre, ber vi deg se over at informasjonen vi har registrert om deg er riktig. Velg
                «Endre profil» hvis noe må rettes, eller «Ok, gå videre» hvis alt stemmer.
              </p>
            )}
          </div>
          <ProfileDetails profile={profile} />
          <div className={styles.actions}>
            <Button onPress={onConfirm} isPending={confirm.isPending}>
              Ok, gå videre
            </Button>
            <Button variant="secondary" onPress={() => setEditing(true)}>
              Endre profil
            </Button>
            <Link to="/profile/change-password" className={styles.textLink}>
              Endre passord
            </Link>
          </div>
        </>
      )}
    </>
  );
}
