import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { LoginPage } from './login-page';

// Staff's second factor after the password: the code prompt, and the setup at the first login.

function serve(step: 'enrol' | 'verify', answers: { verify?: (r: RecordedRequest) => Response; enrol?: (r: RecordedRequest) => Response } = {}) {
  return mockFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/external/texts') return jsonResponse(200, { texts: {} });
    if (path === '/api/login') return jsonResponse(200, { username: '90001', need_to_confirm: false, second_factor: step });
    if (path === '/api/login/second_factor/setup') {
      return jsonResponse(200, { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Slakteweb:90001?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Slakteweb' });
    }
    if (path === '/api/login/second_factor/enrol') return answers.enrol!(request);
    if (path === '/api/login/second_factor') return answers.verify!(request);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

async function password(user: ReturnType<typeof renderWithApp>['user']) {
  await user.type(screen.getByLabelText('Leverandørnummer / e-post'), '90001');
  await user.type(screen.getByLabelText('Passord'), 'Slakteweb2026!');
  await user.click(screen.getByRole('button', { name: 'Logg inn' }));
}

const wrongCode = () => jsonResponse(422, { code: 'INVALID_CODE', message: 'Feil kode', fields: { code: 'Feil kode. Prøv koden som vises nå.' } });

describe('the code prompt', () => {
  it('is not logged in after the password; a wrong code says so, the right one logs in', async () => {
    let tries = 0;
    const { requests } = serve('verify', { verify: () => (++tries === 1 ? wrongCode() : jsonResponse(200, { username: '90001', need_to_confirm: false })) });
    const { user } = renderWithApp(<LoginPage mode="login" />);
    await password(user);

    expect(await screen.findByRole('heading', { name: 'Bekreft at det er deg' })).toBeInTheDocument();
    expect(getSession()).toEqual({ status: 'loggedOut' });
    const field = screen.getByLabelText('Kode fra autentiseringsappen');
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByText('Feil kode. Prøv koden som vises nå.')).toBeInTheDocument();
    // Typing a new code clears the old error.
    await user.clear(field);
    expect(screen.queryByText('Feil kode. Prøv koden som vises nå.')).not.toBeInTheDocument();
    await user.type(field, '654 321');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));

    await waitFor(() => expect(getSession()).toEqual({ status: 'loggedIn', needToConfirm: false }));
    expect(requests.filter((r) => r.url.pathname === '/api/login/second_factor').map((r) => r.form)).toEqual([{ code: '123456' }, { code: '654 321' }]);
  });

  it('takes a recovery code instead', async () => {
    const { requests } = serve('verify', { verify: () => jsonResponse(200, { username: '90001', need_to_confirm: false }) });
    const { user } = renderWithApp(<LoginPage mode="login" />);
    await password(user);
    await user.click(await screen.findByRole('button', { name: 'Bruk en gjenopprettingskode' }));
    await user.type(screen.getByLabelText('Gjenopprettingskode'), 'abcd-efgh-ijkl-mnop');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    await waitFor(() => expect(getSession()).toEqual({ status: 'loggedIn', needToConfirm: false }));
    expect(requests.find((r) => r.url.pathname === '/api/login/second_factor')?.form).toEqual({ recovery_code: 'abcd-efgh-ijkl-mnop' });
  });

  it('an expired login offers to log in again', async () => {
    serve('verify', { verify: () => jsonResponse(401, { code: 'UNAUTHORIZED', message: 'Ikke innlogget' }) });
    const { user } = renderWithApp(<LoginPage mode="login" />);
    await password(user);
    await user.type(await screen.findByLabelText('Kode fra autentiseringsappen'), '123456');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByText('Innloggingen er utløpt. Logg inn på nytt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logg inn på nytt' }));
    expect(await screen.findByLabelText('Passord')).toBeInTheDocument();
  });
});

describe('the setup at the first staff login', () => {
  it('shows the QR code and the key, confirms with a code, then the recovery codes until they are acknowledged', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cccc-dd${String(i).padStart(2, '0').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`);
    serve('enrol', { enrol: () => jsonResponse(200, { username: '90001', need_to_confirm: false, recovery_codes: codes }) });
    const { user } = renderWithApp(<LoginPage mode="login" />);
    await password(user);

    expect(await screen.findByRole('heading', { name: 'Sett opp tofaktorinnlogging' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR-kode for autentiseringsappen' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Kode fra autentiseringsappen'), '123456');
    await user.click(screen.getByRole('button', { name: 'Bekreft og logg inn' }));
    const list = await screen.findByRole('list', { name: 'Gjenopprettingskoder' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(getSession()).toEqual({ status: 'loggedOut' });
    await user.click(screen.getByRole('button', { name: 'Jeg har tatt vare på kodene' }));
    await waitFor(() => expect(getSession()).toEqual({ status: 'loggedIn', needToConfirm: false }));
  });
});
