import { type CalendarDate, parseDate } from '@internationalized/date';
import { ACCESS_ROLE_NAMES, ACCESS_ROLES, type AccessRole, invitationProblems, osloDate } from '@slakteweb/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { DatePicker } from '@/components/ui/date-picker';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateInvitation } from '../api/change-access';
import { ACCESS_ROLE_DESCRIPTIONS } from '../role-texts';
import styles from './access.module.css';

const FIELDS = ['email', 'role', 'until'] as const;
type Field = (typeof FIELDS)[number];
const LABEL: Record<Field, string> = { email: 'E-post', role: 'Rolle', until: 'Gjelder til' };

const ROLE_CHOICES = ACCESS_ROLES.map((role) => ({ value: role, label: ACCESS_ROLE_NAMES[role], description: ACCESS_ROLE_DESCRIPTIONS[role] }));

/**
 * Invite a person by e-mail with one role and an optional last day. The browser checks with
 * core's invitationProblems, the server's rule; the server's 422 messages (e.g. an address that
 * already has access) show under the same fields. After a failed send focus goes to the first
 * field to fix, with the summary above the form.
 */
export function InviteForm() {
  const mutation = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AccessRole | null>(null);
  const [until, setUntil] = useState<CalendarDate | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: Field } | null>(null);
  const fieldRefs = { email: useRef<HTMLDivElement>(null), role: useRef<HTMLDivElement>(null), until: useRef<HTMLDivElement>(null) };
  const summaryRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    summaryRef.current?.scrollIntoView?.({ block: 'start' });
    // The first control of the field: the address, the first role, or the date's day.
    fieldRefs[focusRequest.field].current?.querySelector<HTMLElement>('input, [role="spinbutton"]')?.focus();
    setFocusRequest(null);
    // The refs are stable; only a new request moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) setFocusRequest({ field: first });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const input = { email, role: role ?? '', until: until?.toString() ?? '' };
    const problems = invitationProblems(input, osloDate(new Date()));
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      return;
    }
    setErrors({});
    mutation.mutate(input, {
      onSuccess: (invitation) => {
        toast.info(`Invitasjonen er sendt til ${invitation.email}`);
        setEmail('');
        setRole(null);
        setUntil(null);
      },
      onError: (error) => {
        const fields = isApiError(error) && error.status === 422 ? (error.fields ?? {}) : {};
        const known = Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]]));
        if (Object.keys(known).length > 0) showErrors(known);
        else setFailure(isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== 'INVALID_RESPONSE' ? error.message : 'Kunne ikke sende invitasjonen. Prøv igjen.');
      },
    });
  };

  const summary = FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ label: LABEL[field], message, focus: () => setFocusRequest({ field }) }] : [];
  });
  const today = parseDate(osloDate(new Date()));

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Gi en person tilgang">
      <ErrorSummary items={summary} ref={summaryRef} heading="Rett opp dette før du sender:" level={3} />
      {failure && <Alert kind="error">{failure}</Alert>}
      <div ref={fieldRefs.email}>
        <TextField
          label="E-post"
          description="Personen får en lenke på e-post. Lenken virker i 7 dager og kan brukes én gang."
          type="email"
          inputMode="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
      </div>
      <div ref={fieldRefs.role}>
        <ChoiceGroup legend="Rolle" choices={ROLE_CHOICES} value={role} onChange={setRole} error={errors.role} layout="list" required />
      </div>
      <div ref={fieldRefs.until} className={styles.until}>
        <DatePicker label="Gjelder til (valgfritt)" value={until} onChange={setUntil} minValue={today} errorMessage={errors.until} />
        <p className={styles.hint}>Tom dato: tilgangen gjelder til du fjerner den.</p>
      </div>
      <Button type="submit" isPending={mutation.isPending}>
        {mutation.isPending ? 'Sender invitasjon ...' : 'Send invitasjon'}
      </Button>
    </form>
  );
}
