import { HELP_TEXT } from '@slakteweb/core';
import { company } from '@/config/company';
import { HelpText } from '@/components/ui/help-text';

/**
 * How to get a user: the cooperative's own text (help text 'missing_user') when it has one,
 * otherwise e-mail the company with name, supplier number, mobile and e-mail.
 */
export function MissingUserInfo() {
  return (
    <HelpText
      name={HELP_TEXT.missingUser}
      fallback={
        <p>
          For å få tilgang til {company.name} må du være registrert som leverandør. Send en e-post til{' '}
          <a href={`mailto:${company.support.email}`}>{company.support.email}</a> med navn, leverandørnummer,
          mobilnummer og e-postadresse, så oppretter vi en bruker til deg.
        </p>
      }
    />
  );
}
