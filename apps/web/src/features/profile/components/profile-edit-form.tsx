import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@slakteweb/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileIdentity } from './profile-details';
import styles from './profile.module.css';

type FormValues = z.input<typeof profileUpdateSchema>;

/** The text fields in screen order: server errors focus the first failing one in this order. */
const TEXT_FIELDS = ['email_user', 'email_accounting', 'mobile', 'street_address', 'post_no', 'city'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];

/** The fields' labels: on the fields and in the error summary. */
const LABEL: Record<TextFieldName, string> = {
  email_user: 'E-post',
  email_accounting: 'E-post for avregning',
  mobile: 'Mobil',
  street_address: 'Adresse',
  post_no: 'Postnummer',
  city: 'Poststed',
};
const FLAG_FIELDS = ['recieve_newsletter', 'recieve_accounting', 'recieve_registered_slaughter'] as const;
type FieldName = (typeof TEXT_FIELDS)[number] | (typeof FLAG_FIELDS)[number];
const FIELD_NAMES: readonly string[] = [...TEXT_FIELDS, ...FLAG_FIELDS];

function isFieldName(name: string): name is FieldName {
  return FIELD_NAMES.includes(name);
}

function toFormValues(profile: Profile): FormValues {
  return {
    email_user: profile.email_user,
    email_accounting: profile.email_accounting,
    mobile: profile.mobile,
    street_address: profile.street_address,
    post_no: profile.post_no,
    city: profile.city,
    recieve_newsletter: profile.recieve_newsletter,
    recieve_accounting: profile.recieve_accounting,
    recieve_registered_slaughter: profile.recieve_registered_slaughter,
  };
}

interface ProfileEditFormProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
  onCancel: () => void;
}

/**
 * Edit the contact fields and e-mail choices (spec §2 Profile edit, §5). The browser checks with
 * the same schema as the server; the server's 422 field messages are shown the same way.
 */
export function ProfileEditForm({ profile, onSaved, onCancel }: ProfileEditFormProps) {
  const mutation = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    trigger,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<FormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: toFormValues(profile),
    // Focus moves after the error summary is on the screen (below): focused before, the field
    // would be scrolled into view and then pushed down under the sticky header by the summary.
    shouldFocusError: false,
  });



  // Errors show on submit, and when a field the farmer changed is left with a wrong value; not
  // while tabbing through fields nobody touched (react-hook-form checks on submit by default).
  // Not when the field is left by pressing a button below it (capture phase: react-aria's buttons
  // stop their pointer events from bubbling): the error would push the button
  // down between press and release, and the click would be lost; submit checks everything anyway.
  const defaults = toFormValues(profile);
  const pressingButton = useRef(false);
  const field = (name: TextFieldName) =>
    register(name, {
      onBlur: () => {
        if (!isSubmitted && !pressingButton.current && getValues(name) !== defaults[name]) void trigger(name);
      },
    });
  const summary = isSubmitted
    ? TEXT_FIELDS.flatMap((name) => {
        const message = errors[name]?.message;
        return message ? [{ label: LABEL[name], message, focus: () => setFocus(name) }] : [];
      })
    : [];

  // The field to focus once the errors and their summary are on the screen (react-hook-form
  // reports an invalid submit before it renders the errors). A new object per request, so a
  // second failed submit focuses again.
  const [focusRequest, setFocusRequest] = useState<{ name: FieldName } | null>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const hasSummary = summary.length > 0;
  useEffect(() => {
    if (!focusRequest || !hasSummary) return;
    // The summary first, then the field: where both fit the screen shows both.
    summaryRef.current?.scrollIntoView?.({ block: 'start' });
    setFocus(focusRequest.name);
    setFocusRequest(null);
  }, [focusRequest, hasSummary, setFocus]);

  const onInvalid = (invalid: Partial<Record<string, unknown>>) => {
    const first = FIELD_NAMES.filter(isFieldName).find((name) => invalid[name]);
    if (first) setFocusRequest({ name: first });
  };

  const onSubmit = handleSubmit((update) => {
    mutation.mutate(update, {
      onSuccess: (saved) => {
        toast.info('Profilen ble oppdatert');
        onSaved(saved);
      },
      onError: (error) => {
        const serverFields = isApiError(error) && error.status === 422 ? error.fields : {};
        const failing = FIELD_NAMES.filter((name) => name in serverFields).filter(isFieldName);
        if (failing.length === 0) {
          // Keep what the user typed; they can try again.
          toast.error('Kunne ikke oppdatere profilen');
          return;
        }
        for (const name of failing) {
          setError(name, { type: 'server', message: serverFields[name] });
        }
        const first = failing[0];
        if (first) setFocusRequest({ name: first });
      },
    });
  }, onInvalid);

  return (
    <form onSubmit={onSubmit} noValidate>
      <ErrorSummary items={summary} ref={summaryRef} />
      <section className={styles.section} aria-label="Leverandør">
        <ProfileIdentity profile={profile} />
      </section>

      <fieldset className={styles.fieldset}>
        <legend>Kontaktinformasjon</legend>
        <div className={styles.grid}>
          <TextField
            label={LABEL.email_user}
            type="email"
            autoComplete="email"
            error={errors.email_user?.message}
            {...field('email_user')}
          />
          <TextField
            label={LABEL.email_accounting}
            type="email"
            autoComplete="email"
            error={errors.email_accounting?.message}
            {...field('email_accounting')}
          />
          <TextField
            label={LABEL.mobile}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={errors.mobile?.message}
            {...field('mobile')}
          />
          <TextField
            label={LABEL.street_address}
            autoComplete="street-address"
            className={styles.wide}
            error={errors.street_address?.message}
            {...field('street_address')}
          />
          <TextField
            label={LABEL.post_no}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            error={errors.post_no?.message}
            {...field('post_no')}
          />
          <TextField
            label={LABEL.city}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...field('city')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Varsler på e-post</legend>
        <Checkbox label="Motta nyhetsbrev" {...register('recieve_newsletter')} />
        <Checkbox label="Motta avregning på e-post" {...register('recieve_accounting')} />
        <Checkbox label="Motta kvittering for innmelding" {...register('recieve_registered_slaughter')} />
      </fieldset>

      <Link to="/profile/change-password" className={styles.textLink}>
        Endre passord
      </Link>

      <div
        className={styles.actions}
        onPointerDownCapture={() => (pressingButton.current = true)}
        onPointerUpCapture={() => (pressingButton.current = false)}
        onPointerCancelCapture={() => (pressingButton.current = false)}
      >
        <Button type="submit" isPending={mutation.isPending}>
          Utfør endring
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          Avbryt
        </Button>
      </div>
    </form>
  );
}
