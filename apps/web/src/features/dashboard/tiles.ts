import type { FarmPermission, FeatureFlags } from '@slakteweb/core';

export type TileIcon = 'enrolment' | 'settlements' | 'documents' | 'cattle' | 'statistics' | 'branding' | 'return' | 'prognosis' | 'prices';

export type DashboardTile =
  | { label: string; icon: TileIcon; to: string; badge: number }
  | { label: string; icon: TileIcon; action: 'prognosis'; badge: number };

export interface TileConditions {
  /** GET /api/profile/has_cattle said exactly true. */
  hasCattle: boolean;
  /** GET /api/profile/is_superuser said exactly true. */
  isSuperuser: boolean;
  /** Posted settlements since the posted tab was last opened (countNewPosted). */
  newPosted: number;
  /** Documents since the documents page was last opened (countNewSince). */
  newDocuments: number;
  /** Submitted enrolments changed since the submitted list was last opened (GET /api/registered_enrolment_unread). */
  newEnrolments: number;
  /** The prognosis survey is open for at least one animal kind (the configuration says survey_available). */
  prognosisAvailable: boolean;
  /** What the user's role allows (GET /api/me); everything when left out (the farm's own login). */
  can?: (permission: FarmPermission) => boolean;
}

/**
 * The dashboard's shortcut grid (spec §2 Dashboard), in order, for a company's flags and the user:
 * - Innmelding: submitted enrolments changed since the submitted list was last opened.
 * - Avregninger: the temporary route with temp_accountings, else the posted one; new posted settlements.
 * - Dokumenter: new documents. Mine storfe only with cattle. Priser for whoever sees prices (not a
 *   vet). Profileringsklær and Retur by flag.
 * - Oppdatering av prognose: gated by the superuser flag (spec §6), and like every prognosis entry
 *   only where the company has prognosisRegistration and some kind is asked for.
 */
export function dashboardTiles(flags: FeatureFlags, conditions: TileConditions): DashboardTile[] {
  // A person's role decides the tiles as it decides the menu (app/layout/menu-entries.ts).
  const can = conditions.can ?? (() => true);
  const tiles: Array<DashboardTile | false> = [
    can('enrolments.write')
      ? { label: 'Innmelding', icon: 'enrolment', to: '/register-enrolment', badge: conditions.newEnrolments }
      : can('enrolments.read') && { label: 'Innmelding', icon: 'enrolment', to: '/registered-enrolments', badge: conditions.newEnrolments },
    can('settlements.read') && {
      label: 'Avregninger',
      icon: 'settlements',
      to: flags.temp_accountings ? '/accountings/temp' : '/accountings',
      badge: conditions.newPosted,
    },
    can('documents.read') && { label: 'Dokumenter', icon: 'documents', to: '/documents', badge: conditions.newDocuments },
    conditions.hasCattle && can('cattle.read') && { label: 'Mine storfe', icon: 'cattle', to: '/cattle', badge: 0 },
    can('statistics.read') && { label: 'Statistikk', icon: 'statistics', to: '/statistics', badge: 0 },
    can('settlements.prices') && { label: 'Priser', icon: 'prices', to: '/priser', badge: 0 },
    flags.branding_clothes && can('profile.read') && { label: 'Profileringsklær', icon: 'branding', to: '/branding-clothes', badge: 0 },
    flags.return_form && can('enrolments.write') && { label: 'Retur', icon: 'return', to: '/return-form', badge: 0 },
    flags.prognosisRegistration &&
      conditions.prognosisAvailable &&
      conditions.isSuperuser && { label: 'Oppdatering av prognose', icon: 'prognosis', action: 'prognosis', badge: 0 },
  ];
  return tiles.filter((tile): tile is DashboardTile => tile !== false);
}
