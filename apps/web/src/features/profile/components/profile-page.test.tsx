import { FARM_PERMISSIONS } from '@slakteweb/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { ProfilePage } from './profile-page';

const profile = {
  fullname: 'Ola Nordmann',
  supplier_no: '10001',
  company_no: '987654321',
  provider_no: '5001',
  animal_keeping_id: 'NO-5001',
  ksl_status: 1,
  brsv_status: 1,
  health_pig_approved: true,
  animal_keeping: { has_pigs: true, has_sheep: false, has_cattle: false, has_pigs_restriction: false, has_sheep_restriction: false, has_cattle_restriction: false },
  email_user: 'ola@example.no',
  email_accounting: '',
  mobile: '900 00 000',
  street_address: 'Gardsvegen 1',
  post_no: '7500',
  city: 'Stjørdal',
  recieve_accounting: true,
  recieve_newsletter: false,
  recieve_registered_slaughter: true,
};

function serve(permissions: readonly string[], kind = 'farmer') {
  mockFetch((request) => {
    if (request.url.pathname === '/api/profile') return jsonResponse(200, { profile });
    if (request.url.pathname === '/api/me') return jsonResponse(200, { kind, name: 'X', acting_for: { supplier_no: '10001', fullname: 'Ola Nordmann', role: kind === 'farmer' ? 'farmer' : 'family' }, permissions });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ikke funnet' });
  });
}

describe("'Min Konto'", () => {
  it("leads the farmer to 'Tilganger'", async () => {
    serve(FARM_PERMISSIONS);
    renderWithApp(<ProfilePage />, { route: '/profile' });
    expect(await screen.findByRole('link', { name: 'Tilganger' })).toHaveAttribute('href', '/tilganger');
    expect(screen.getByRole('link', { name: 'Endre profil' })).toBeInTheDocument();
  });

  it("shows a person neither 'Tilganger' nor 'Endre profil'", async () => {
    serve(FARM_PERMISSIONS.filter((p) => p !== 'access.manage' && p !== 'profile.write'), 'person');
    renderWithApp(<ProfilePage />, { route: '/profile' });
    expect(await screen.findByRole('link', { name: 'Endre passord' })).toBeInTheDocument();
    // /api/me has answered once the edit link is gone (it shows while the answer is unknown).
    await screen.findByText('Ola Nordmann');
    await expect.poll(() => screen.queryByRole('link', { name: 'Endre profil' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tilganger' })).not.toBeInTheDocument();
  });
});
