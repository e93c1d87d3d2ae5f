import { MSG } from '@slakteweb/core';
import { Alert } from '@/components/ui/alert';
import { company } from '@/config/company';
import { tooManyAttemptsText, type LoginFailure } from '../login-errors';
import { MissingUserInfo } from './missing-user-info';

/** The login error texts of spec §8. */
export function LoginErrorMessage({ failure }: { failure: LoginFailure }) {
  const mail = <a href={`mailto:${company.support.email}`}>{company.support.email}</a>;

  switch (failure.kind) {
    case 'UNAUTHORIZED':
      return <Alert kind="error">{MSG.wrongLogin(company.loginIdLabel)}</Alert>;
    case 'USER_NOT_FOUND':
      return (
        <Alert kind="error" title="Bruker ikke funnet">
          <MissingUserInfo />
        </Alert>
      );
    case 'USER_IN_OLD_NOT_NEW_SYSTEM':
      return (
        <Alert kind="info" title="E-post sendt">
          <p>
            Du er registrert i det gamle systemet, men har ikke tatt i bruk den nye portalen ennå. Vi har sendt
            deg en e-post med instruksjoner for å sette passord. Følg lenken i e-posten, og logg deretter inn her.
          </p>
        </Alert>
      );
    case 'USER_IN_OLD_NO_EMAIL_NOT_NEW_SYSTEM':
      return (
        <Alert kind="error" title="Vi mangler e-postadressen din">
          <p>
            Du er registrert i det gamle systemet, men vi har ingen e-postadresse til deg og kan derfor ikke sende
            deg instruksjoner for å ta i bruk den nye portalen. Send en e-post til {mail} med navn,
            leverandørnummer, mobilnummer og e-postadresse, så hjelper vi deg videre.
          </p>
        </Alert>
      );
    case 'TOO_MANY_REQUESTS':
      return <Alert kind="error">{tooManyAttemptsText(failure.retryAfterSeconds)}</Alert>;
    case 'TRY_AGAIN_IN_A_MINUTE':
      return <Alert kind="error">Tjenesten er midlertidig utilgjengelig. Prøv igjen om et minutt.</Alert>;
    case 'OTHER':
      return <Alert kind="error">Det oppsto en feil ved innloggingen</Alert>;
  }
}
