import type { FeatureFlags } from '@slakteweb/core';

/**
 * A link, current (aria-current="page") on its own path and on `alsoCurrentOn`: the screens it
 * leads to by tabs ('Avregninger' opens on one tab and is still where the farmer is on the other).
 */
export type MenuEntry = { label: string; to: string; alsoCurrentOn?: string[] } | { label: string; action: 'prognosis' };

interface MenuConditions {
  hasCattle: boolean;
  /** The prognosis survey is open for at least one animal kind (config arrives with prognosis). */
  prognosisAvailable: boolean;
}

/** The dropdown entries of spec §2 Layout, in order, for a company's flags and the user. 'Logg ut' comes last, separately. */
export function menuEntries(flags: FeatureFlags, { hasCattle, prognosisAvailable }: MenuConditions): MenuEntry[] {
  const entries: Array<MenuEntry | false> = [
    { label: 'Innmelding', to: '/register-enrolment', alsoCurrentOn: ['/registered-enrolments'] },
    flags.temp_accountings
      ? { label: 'Avregninger', to: '/accountings/temp', alsoCurrentOn: ['/accountings'] }
      : { label: 'Avregninger', to: '/accountings', alsoCurrentOn: ['/accountings/temp'] },
    { label: 'Dokumenter', to: '/documents' },
    { label: 'Statistikk', to: '/statistics' },
    hasCattle && { label: 'Mine storfe', to: '/cattle' },
    flags.branding_clothes && { label: 'Profileringsklær', to: '/branding-clothes' },
    flags.prognosisRegistration && prognosisAvailable && { label: 'Prognose slakt og kjøp/salg livdyr', action: 'prognosis' },
    flags.return_form && { label: 'Retur', to: '/return-form' },
  ];
  return entries.filter((entry): entry is MenuEntry => entry !== false);
}
