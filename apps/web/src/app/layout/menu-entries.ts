import type { FeatureFlags } from '@slakteweb/core';

export type MenuEntry = { label: string; to: string } | { label: string; action: 'prognosis' };

interface MenuConditions {
  hasCattle: boolean;
  /** The prognosis survey is open for at least one animal kind (config arrives with prognosis). */
  prognosisAvailable: boolean;
}

/** The dropdown entries of spec §2 Layout, in order, for a company's flags and the user. 'Logg ut' comes last, separately. */
export function menuEntries(flags: FeatureFlags, { hasCattle, prognosisAvailable }: MenuConditions): MenuEntry[] {
  const entries: Array<MenuEntry | false> = [
    { label: 'Innmelding', to: '/register-enrolment' },
    { label: 'Avregninger', to: flags.temp_accountings ? '/accountings/temp' : '/accountings' },
    { label: 'Dokumenter', to: '/documents' },
    { label: 'Statistikk', to: '/statistics' },
    hasCattle && { label: 'Mine storfe', to: '/cattle' },
    flags.branding_clothes && { label: 'Profileringsklær', to: '/branding-clothes' },
    flags.prognosisRegistration && prognosisAvailable && { label: 'Prognose slakt og kjøp/salg livdyr', action: 'prognosis' },
    flags.return_form && { label: 'Retur', to: '/return-form' },
  ];
  return entries.filter((entry): entry is MenuEntry => entry !== false);
}
