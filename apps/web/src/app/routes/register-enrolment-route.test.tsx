import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setImpersonation } from '@/lib/impersonation';
import { renderWithApp } from '@/testing/render';
import { serveEnrolmentApi } from '@/features/register-enrolment/testing/enrolment-api';
import { addPigRow, choose, missingList, sendButton, withBrowserClockInJune } from '@/features/register-enrolment/testing/enrolment-screen';
import { RegisterEnrolmentRoute } from './register-enrolment-route';

/** The route around the new-enrolment screen: staff, the tabs, the supplier number, after sending. */
withBrowserClockInJune();
// The route first learns whom the user acts for, then the screen loads its data, and a send
// types a whole row: on a busy machine that takes longer than the defaults allow.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
const firstStep = () => screen.findByRole('group', { name: '1. Hva gjelder innmeldingen?' });

function renderRoute() {
  return renderWithApp(<RegisterEnrolmentRoute />, { route: '/register-enrolment', path: '/register-enrolment' });
}

const tabs = () => screen.getByRole('navigation', { name: 'Nye og innsendte innmeldinger' });

describe('new enrolment for staff', () => {
  it('tells staff acting for nobody to act as a farmer first, under the tabs, and asks for no farm data', async () => {
    const { requests } = serveEnrolmentApi({ superuser: true });
    renderRoute();
    expect(await screen.findByText('Velg en leverandør først')).toBeInTheDocument();
    expect(screen.getByText(/^Innmelding gjelder én leverandør\./)).toBeInTheDocument();
    expect(within(tabs()).getByRole('link', { name: 'Ny' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('group', { name: '1. Hva gjelder innmeldingen?' })).not.toBeInTheDocument();
    const farmCalls = ['/api/animal_keeping', '/api/profile', '/api/temp_storage_enrollment', '/api/registered_enrolment_unread'];
    expect(requests.some((r) => farmCalls.includes(r.url.pathname))).toBe(false);
  });

  it('lets staff acting as a farmer enrol for that farm', async () => {
    setImpersonation('10001');
    const { requests } = serveEnrolmentApi({ superuser: true });
    renderRoute();
    await firstStep();
    expect(requests.find((r) => r.url.pathname === '/api/animal_keeping')?.url.searchParams.get('impersonateUsername')).toBe('10001');
    expect(screen.queryByText('Velg en leverandør først')).not.toBeInTheDocument();
  });
});

describe('new enrolment for a farm', () => {
  it("has the tabs 'Ny' (current) and 'Innsendte'", async () => {
    serveEnrolmentApi();
    renderRoute();
    await firstStep();
    const fresh = within(tabs()).getByRole('link', { name: 'Ny' });
    expect(fresh).toHaveAttribute('href', '/register-enrolment');
    expect(fresh).toHaveAttribute('aria-current', 'page');
    const submitted = within(tabs()).getByRole('link', { name: /^Innsendte/ });
    expect(submitted).toHaveAttribute('href', '/registered-enrolments');
    expect(submitted).not.toHaveAttribute('aria-current');
  });

  it("says 'Kunne ikke laste inn data.' with the causes when the profile (the supplier number) fails to load", async () => {
    serveEnrolmentApi({ failing: '/api/profile' });
    renderRoute();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kunne ikke laste inn data.');
    expect(alert).toHaveTextContent('at gården ikke er registrert i produsentregisteret');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('goes to the submitted enrolments after sending, with their unread count loaded afresh', async () => {
    const { requests } = serveEnrolmentApi();
    const { user } = renderRoute();
    await firstStep();
    await choose(user, 'Slakt', 'Gris');
    await addPigRow(user);
    await user.click(screen.getByRole('checkbox', { name: 'Jeg bekrefter at dyrene er i stand til å transporteres' }));
    await waitFor(() => expect(missingList()).not.toBeInTheDocument());
    const unreadCalls = () => requests.filter((r) => r.url.pathname === '/api/registered_enrolment_unread').length;
    const before = unreadCalls();

    await user.click(sendButton());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/registered-enrolments'));
    expect(unreadCalls()).toBeGreaterThan(before);
  });
});
