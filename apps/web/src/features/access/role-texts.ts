import type { AccessRole } from '@slakteweb/core';

/**
 * One plain line per role under its name in the invite form: what the person will see and do
 * (the permissions are core's ROLE_PERMISSIONS; this says the same in the farmer's words).
 */
export const ACCESS_ROLE_DESCRIPTIONS: Record<AccessRole, string> = {
  accountant: 'Ser saldo, avregninger og dokumenter, og kan laste ned Excel og PDF. Kan ikke endre noe.',
  vet: 'Ser statistikk, sykdom og kassasjon, avregninger uten priser, Mine storfe og helseopplysninger i innmeldinger. Kan ikke endre noe.',
  advisor: 'Ser det samme som veterinæren, og i tillegg priser og svarene på prognosen. Kan ikke endre noe.',
  enrolment: 'Kan melde inn dyr, lagre utkast og slette innmeldinger. Ser innsendte innmeldinger og Mine storfe.',
  family: 'Ser og gjør alt du gjør, unntatt å endre passordet, kontaktopplysningene og hvem som har tilgang.',
};
