import { MSG } from '@slakteweb/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pendingInvitation } from '@/lib/pending-invitation';
import { getSession, startSession } from '@/lib/session';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { AcceptInvitationPage, LINK_NOT_VALID } from './accept-invitation-page';

function serve(answer: (request: RecordedRequest) => Response) {
  return mockFetch((request) =>
    request.url.pathname === '/api/access/accept' ? answer(request) : jsonResponse(404, { code: 'NOT_FOUND', message: 'Ikke funnet' }),
  );
}

const renderAt = (route = '/tilgang/godta?t=tok123') => renderWithApp(<AcceptInvitationPage />, { route });

async function fill(user: ReturnType<typeof renderAt>['user'], name: string, password: string, repeat = password) {
  if (name) await user.type(screen.getByLabelText('Navn'), name);
  if (password) await user.type(screen.getByLabelText('Passord'), password);
  if (repeat) await user.type(screen.getByLabelText('Gjenta passord'), repeat);
  await user.click(screen.getByRole('button', { name: 'Lag bruker og godta' }));
}

describe('accepting an invitation, logged out', () => {
  it('says so when the link has no code', () => {
    serve(() => jsonResponse(500, {}));
    renderAt('/tilgang/godta');
    expect(screen.getByText('Lenken er ufullstendig')).toBeInTheDocument();
  });

  it('asks for the name and a password that meets the rules of the password screen', async () => {
    const { requests } = serve(() => jsonResponse(500, {}));
    const { user } = renderAt();

    await fill(user, '', '', '');
    expect(screen.getByLabelText('Navn')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Navn')).toHaveFocus();
    expect(screen.getAllByText(MSG.required).length).toBeGreaterThanOrEqual(2);

    await fill(user, 'Vera Veterinær', 'kort');
    expect(screen.getByText(MSG.passwordRequirementsNotMet)).toBeInTheDocument();
    expect(screen.getByText('Krav til passordet:')).toBeInTheDocument();
    expect(screen.getByText('Minst ett tall').closest('li')).toHaveAttribute('data-met', 'false');
    expect(requests).toHaveLength(0);
  });

  it('makes the user, logs the new person in and welcomes them, sending the link once', async () => {
    const { requests } = serve(() => jsonResponse(200, { farm: { supplier_no: '10001', fullname: 'Ola Nordmann', role: 'vet' } }));
    const { user } = renderAt();
    await fill(user, 'Vera Veterinær', 'Hemmelig123!');

    expect(await screen.findByText('Velkommen!')).toBeInTheDocument();
    expect(getSession()).toEqual({ status: 'loggedIn', needToConfirm: false });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.json).toEqual({ t: 'tok123', fullname: 'Vera Veterinær', password: 'Hemmelig123!' });
    expect(screen.getByRole('link', { name: 'Gå til oversikten' })).toHaveAttribute('href', '/dashboard');
  });

  it.each([400, 422])('says in words that a used or expired link no longer works (%i)', async (status) => {
    serve(() => jsonResponse(status, { code: 'INVALID_TOKEN', message: 'Ugyldig lenke', fields: { t: 'Ugyldig lenke' } }));
    const { user } = renderAt();
    await fill(user, 'Vera Veterinær', 'Hemmelig123!');
    expect(await screen.findByText(LINK_NOT_VALID)).toBeInTheDocument();
    expect(getSession().status).toBe('loggedOut');
  });

  it('tells someone who has a user to log in, and keeps the link for after the login', async () => {
    serve(() => jsonResponse(409, { code: 'CONFLICT', message: 'Du har allerede en bruker. Logg inn først, og åpne lenken igjen.' }));
    const { user } = renderAt();
    await fill(user, 'Rita Regnskap', 'Hemmelig123!');
    expect(await screen.findByText('Du har allerede en bruker. Logg inn først, og åpne lenken igjen.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(pendingInvitation.get()).toBe('tok123');
  });

  it("shows the server's 422 messages under the fields", async () => {
    serve(() => jsonResponse(422, { code: 'INVALID_INPUT', message: 'Ugyldig', fields: { fullname: 'Skriv navnet ditt.' } }));
    const { user } = renderAt();
    await fill(user, 'V', 'Hemmelig123!');
    expect(await screen.findByText('Skriv navnet ditt.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Navn')).toHaveFocus());
  });
});

describe('accepting an invitation, logged in', () => {
  it('accepts with the token alone and offers to choose the farm', async () => {
    startSession(false);
    pendingInvitation.remember('tok123');
    const { requests } = serve(() => jsonResponse(200, { farm: { supplier_no: '10003', fullname: 'Per Haugen', role: 'enrolment' } }));
    renderAt();
    expect(await screen.findByText('Gården er lagt til')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.json).toEqual({ t: 'tok123' });
    expect(screen.getByRole('link', { name: 'Velg gård' })).toHaveAttribute('href', '/velg-gard');
    expect(pendingInvitation.get()).toBeNull();
  });

  it('with a first farm before, says to log in again with the code the second farm needs, logged out', async () => {
    startSession(false);
    serve(() => jsonResponse(200, { farm: { supplier_no: '10003', fullname: 'Per Haugen', role: 'enrolment' }, log_in_again: true }));
    renderAt();
    expect(await screen.findByText('Gården er lagt til')).toBeInTheDocument();
    expect(screen.getByText('Du har nå tilgang til flere gårder, og da må du logge inn på nytt med kode fra autentiseringsappen.')).toBeInTheDocument();
    expect(getSession()).toEqual({ status: 'loggedOut' });
    expect(screen.getByRole('link', { name: 'Logg inn på nytt' })).toHaveAttribute('href', '/login');
    // Not the new person's form: the person has a user.
    expect(screen.queryByRole('button', { name: 'Lag bruker og godta' })).toBeNull();
  });

  it('says in words when the link no longer works', async () => {
    startSession(false);
    serve(() => jsonResponse(400, { code: 'INVALID_TOKEN', message: 'Ugyldig lenke' }));
    renderAt();
    expect(await screen.findByText(LINK_NOT_VALID)).toBeInTheDocument();
  });
});
