import type { Company } from '../company/types.js';
import type { LoginPageError } from '../contracts/login-page.js';
import { MSG } from './messages.js';

/**
 * The texts of a failed login as plain words, for the page the server draws without the app
 * (the app shows the same, with links, in features/auth). `title` is the heading where there is one.
 */
export function loginPageErrorText(code: LoginPageError, company: Pick<Company, 'name' | 'loginIdLabel' | 'support'>): { title?: string; text: string } {
  switch (code) {
    case 'UNAUTHORIZED':
      return { text: MSG.wrongLogin(company.loginIdLabel) };
    case 'USER_NOT_FOUND':
      return {
        title: 'Bruker ikke funnet',
        text: `For å få tilgang til ${company.name} må du være registrert som leverandør. Send en e-post til ${company.support.email} med navn, leverandørnummer, mobilnummer og e-postadresse, så oppretter vi en bruker til deg.`,
      };
    case 'USER_IN_OLD_NOT_NEW_SYSTEM':
      return {
        title: 'E-post sendt',
        text: 'Du er registrert i det gamle systemet, men har ikke tatt i bruk den nye portalen ennå. Vi har sendt deg en e-post med instruksjoner for å sette passord. Følg lenken i e-posten, og logg deretter inn her.',
      };
    case 'USER_IN_OLD_NO_EMAIL_NOT_NEW_SYSTEM':
      return {
        title: 'Vi mangler e-postadressen din',
        text: `Du er registrert i det gamle systemet, men vi har ingen e-postadresse til deg og kan derfor ikke sende deg instruksjoner for å ta i bruk den nye portalen. Send en e-post til ${company.support.email} med navn, leverandørnummer, mobilnummer og e-postadresse, så hjelper vi deg videre.`,
      };
    case 'TOO_MANY_REQUESTS':
      return { text: 'For mange forsøk. Prøv igjen senere.' };
    case 'TRY_AGAIN_IN_A_MINUTE':
      return { text: 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om et minutt.' };
  }
}
