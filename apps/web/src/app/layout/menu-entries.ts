import type { FarmPermission, FeatureFlags } from '@slakteweb/core';

/**
 * A link, current (aria-current="page") on its own path and on `alsoCurrentOn`: the screens it
 * leads to by tabs ('Avregninger' opens on one tab and is still where the farmer is on the other).
 */
export type MenuEntry = { label: string; to: string; alsoCurrentOn?: string[] } | { label: string; action: 'prognosis' };

interface MenuConditions {
  hasCattle: boolean;
  /** The prognosis survey is open for at least one animal kind (config arrives with prognosis). */
  prognosisAvailable: boolean;
  /** What the user's role allows (GET /api/me); everything when left out (the farm's own login). */
  can?: (permission: FarmPermission) => boolean;
  /** A person acting for a farm: 'Bytt gård' leads to their other farms. */
  isPerson?: boolean;
  /**
   * Staff acting for nobody: the farmer's menu, whose screens ask them to choose a supplier first,
   * but not the prognosis survey, which is a farm's answer.
   */
  staffForNobody?: boolean;
}

/**
 * The dropdown entries of spec §2 Layout, in order, for a company's flags and the user. 'Logg ut'
 * comes last, separately. A person sees only what their role allows (the server refuses the
 * rest): 'Innmelding' opens the submitted enrolments for a role that may read them but not
 * register; the branding shop is the farm's own purchase, for those who may see its profile.
 */
export function menuEntries(flags: FeatureFlags, { hasCattle, prognosisAvailable, can: canOwn = () => true, isPerson = false, staffForNobody = false }: MenuConditions): MenuEntry[] {
  const can = staffForNobody ? (permission: FarmPermission) => permission !== 'prognosis.write' : canOwn;
  const entries: Array<MenuEntry | false> = [
    can('enrolments.write')
      ? { label: 'Innmelding', to: '/register-enrolment', alsoCurrentOn: ['/registered-enrolments'] }
      : can('enrolments.read') && { label: 'Innmelding', to: '/registered-enrolments' },
    can('settlements.read') &&
      (flags.temp_accountings
        ? { label: 'Avregninger', to: '/accountings/temp', alsoCurrentOn: ['/accountings'] }
        : { label: 'Avregninger', to: '/accountings', alsoCurrentOn: ['/accountings/temp'] }),
    can('documents.read') && { label: 'Dokumenter', to: '/documents' },
    can('statistics.read') && { label: 'Statistikk', to: '/statistics' },
    can('settlements.prices') && { label: 'Priser', to: '/priser', alsoCurrentOn: ['/priser/hva-far-jeg'] },
    hasCattle && can('cattle.read') && { label: 'Mine storfe', to: '/cattle' },
    flags.branding_clothes && can('profile.read') && { label: 'Profileringsklær', to: '/branding-clothes' },
    flags.prognosisRegistration && prognosisAvailable && can('prognosis.write') && { label: 'Prognose slakt og kjøp/salg livdyr', action: 'prognosis' },
    flags.return_form && can('enrolments.write') && { label: 'Retur', to: '/return-form' },
    isPerson && { label: 'Bytt gård', to: '/velg-gard' },
  ];
  return entries.filter((entry): entry is MenuEntry => entry !== false);
}
