import type { AccessRole, FeatureFlags } from '@slakteweb/core';
import { getCompany, hasPermission } from '@slakteweb/core';
import { describe, expect, it } from 'vitest';
import { dashboardTiles, type TileConditions } from './tiles';

const farmer: TileConditions = { hasCattle: false, isSuperuser: false, newPosted: 0, newDocuments: 0, newEnrolments: 0, prognosisAvailable: true };
const labels = (flags: FeatureFlags, conditions: Partial<TileConditions> = {}) =>
  dashboardTiles(flags, { ...farmer, ...conditions }).map((tile) => tile.label);

describe('dashboard tiles', () => {
  const standard = getCompany('standard').flags;
  const midtnorge = getCompany('midtnorge').flags;

  it('standard: every flagged tile, Avregninger to the temp route', () => {
    expect(labels(standard)).toEqual(['Innmelding', 'Avregninger', 'Dokumenter', 'Statistikk', 'Priser', 'Profileringsklær', 'Retur']);
    expect(dashboardTiles(standard, farmer).find((t) => t.label === 'Priser')).toMatchObject({ to: '/priser' });
    expect(dashboardTiles(standard, farmer).find((t) => t.label === 'Avregninger')).toMatchObject({ to: '/accountings/temp' });
  });

  it('midtnorge: no Retur, Avregninger to the posted route', () => {
    expect(labels(midtnorge)).toEqual(['Innmelding', 'Avregninger', 'Dokumenter', 'Statistikk', 'Priser', 'Profileringsklær']);
    expect(dashboardTiles(midtnorge, farmer).find((t) => t.label === 'Avregninger')).toMatchObject({ to: '/accountings' });
  });

  it('Mine storfe only with cattle, after Dokumenter', () => {
    expect(labels(standard, { hasCattle: true }).slice(2, 5)).toEqual(['Dokumenter', 'Mine storfe', 'Statistikk']);
    expect(labels(standard, { hasCattle: false })).not.toContain('Mine storfe');
  });

  it('Oppdatering av prognose only for a superuser where the company has prognosis and some kind is asked for', () => {
    expect(labels(standard, { isSuperuser: true }).at(-1)).toBe('Oppdatering av prognose');
    expect(dashboardTiles(standard, { ...farmer, isSuperuser: true }).at(-1)).toMatchObject({ action: 'prognosis' });
    expect(labels(standard, { isSuperuser: false })).not.toContain('Oppdatering av prognose');
    expect(labels(midtnorge, { isSuperuser: true })).not.toContain('Oppdatering av prognose');
    expect(labels(standard, { isSuperuser: true, prognosisAvailable: false })).not.toContain('Oppdatering av prognose');
  });

  it('without branding_clothes and return_form neither tile', () => {
    expect(labels({ ...standard, branding_clothes: false, return_form: false })).toEqual([
      'Innmelding',
      'Avregninger',
      'Dokumenter',
      'Statistikk',
      'Priser',
    ]);
  });

  it('puts the counts on Innmelding, Avregninger and Dokumenter', () => {
    const tiles = dashboardTiles(standard, { ...farmer, newPosted: 3, newDocuments: 12, newEnrolments: 5 });
    expect(tiles.map((t) => [t.label, t.badge])).toEqual([
      ['Innmelding', 5],
      ['Avregninger', 3],
      ['Dokumenter', 12],
      ['Statistikk', 0],
      ['Priser', 0],
      ['Profileringsklær', 0],
      ['Retur', 0],
    ]);
  });
});

describe('dashboard tiles for a person acting for the farm', () => {
  const standard = getCompany('standard').flags;
  const as = (role: AccessRole, conditions: Partial<TileConditions> = {}) =>
    dashboardTiles(standard, { ...farmer, hasCattle: true, ...conditions, can: (p) => hasPermission(role, p) });

  it('an accountant gets the money, the prices and the files, nothing to register', () => {
    expect(as('accountant').map((t) => t.label)).toEqual(['Avregninger', 'Dokumenter', 'Priser']);
  });

  it('an advisor sees the prices', () => {
    expect(as('advisor').map((t) => t.label)).toContain('Priser');
  });

  it('a vet gets the submitted enrolments, the settlements (without prices), the cattle and the statistics', () => {
    expect(as('vet').map((t) => t.label)).toEqual(['Innmelding', 'Avregninger', 'Mine storfe', 'Statistikk']);
    expect(as('vet')[0]).toMatchObject({ to: '/registered-enrolments' });
  });

  it('an enrolment role registers, with the return form, and sees the cattle', () => {
    expect(as('enrolment', { newEnrolments: 2 }).map((t) => [t.label, t.badge])).toEqual([
      ['Innmelding', 2],
      ['Mine storfe', 0],
      ['Retur', 0],
    ]);
  });

  it('family gets every tile the farmer gets', () => {
    expect(as('family').map((t) => t.label)).toEqual(dashboardTiles(standard, { ...farmer, hasCattle: true }).map((t) => t.label));
  });
});
