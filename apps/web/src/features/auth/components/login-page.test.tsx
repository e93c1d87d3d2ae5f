import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasLoggedInCookie } from '@/lib/logged-in-cookie';
import { getSession, LOGIN_USER_KEY } from '@/lib/session';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { LoginPage } from './login-page';

/** Help texts are empty unless a test gives some; login answers with `loginAnswer`. */
function serve(loginAnswer: () => Response, texts: Record<string, string> = {}) {
  return mockFetch((request: RecordedRequest) => {
    if (request.url.pathname === '/api/external/texts') return jsonResponse(200, { texts });
    if (request.url.pathname === '/api/login') return loginAnswer();
    if (request.url.pathname === '/api/forgot_password') return loginAnswer();
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

async function submitLogin(user: ReturnType<typeof renderWithApp>['user'], username = '10001', password = 'secret') {
  await user.type(screen.getByLabelText('Leverandørnummer / e-post'), username);
  await user.type(screen.getByLabelText('Passord'), password);
  await user.click(screen.getByRole('button', { name: 'Logg inn' }));
}

describe('login form', () => {
  it('takes the supplier number or a person\'s e-mail address (a keyboard with @) and lets the farmer see the password', async () => {
    serve(() => jsonResponse(200, { username: 'x', need_to_confirm: false }));
    const { user } = renderWithApp(<LoginPage mode="login" />);
    expect(screen.getByLabelText('Leverandørnummer / e-post')).toHaveAttribute('inputmode', 'email');

    const password = screen.getByLabelText('Passord');
    await user.type(password, 'Hemmelig1!');
    expect(password).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Vis passord' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(password).toHaveAttribute('type', 'text');
    expect(show).toHaveAttribute('aria-pressed', 'true');
    await user.click(show);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('requires both fields and sends nothing while they are empty', async () => {
    const { requests } = serve(() => jsonResponse(200, { username: 'x', need_to_confirm: false }));
    const { user } = renderWithApp(<LoginPage mode="login" />);

    await user.click(screen.getByRole('button', { name: 'Logg inn' }));

    expect(await screen.findAllByText('Feltet må fylles ut')).toHaveLength(2);
    expect(screen.getByLabelText('Leverandørnummer / e-post')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Passord')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.url.pathname === '/api/login')).toHaveLength(0);
  });

  it('posts the credentials as a form and starts the session on 200', async () => {
    const { requests } = serve(() => jsonResponse(200, { username: '10001', need_to_confirm: false }));
    const { user } = renderWithApp(<LoginPage mode="login" />);

    await submitLogin(user, '10001', 'Slakteweb2026!');

    await waitFor(() => expect(getSession()).toEqual({ status: 'loggedIn', needToConfirm: false }));
    const login = requests.find((r) => r.url.pathname === '/api/login');
    expect(login?.method).toBe('POST');
    expect(login?.form).toEqual({ username: '10001', password: 'Slakteweb2026!' });
    // The password never travels in the URL.
    expect(login?.url.search).toBe('');
    expect(hasLoggedInCookie()).toBe(true);
    // Who logged in, as the server names them: the device's offline copies are kept per user.
    expect(window.localStorage.getItem(LOGIN_USER_KEY)).toBe('10001');
  });

  it('treats 418 as success that needs the profile confirmed', async () => {
    serve(() => jsonResponse(418, { username: '10002', need_to_confirm: true }));
    const { user } = renderWithApp(<LoginPage mode="login" />);

    await submitLogin(user, '10002');

    await waitFor(() => expect(getSession()).toEqual({ status: 'loggedIn', needToConfirm: true }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['401 UNAUTHORIZED', () => jsonResponse(401, { code: 'UNAUTHORIZED', message: 'x' }), 'Feil leverandørnummer/passord'],
    ['401 without a code', () => new Response('', { status: 401 }), 'Feil leverandørnummer/passord'],
    ['500 without a code', () => new Response('', { status: 500 }), 'Feil leverandørnummer/passord'],
    ['USER_NOT_FOUND', () => jsonResponse(401, { code: 'USER_NOT_FOUND', message: 'x' }), 'Bruker ikke funnet'],
    ['USER_IN_OLD_NOT_NEW_SYSTEM', () => jsonResponse(401, { code: 'USER_IN_OLD_NOT_NEW_SYSTEM', message: 'x' }), 'E-post sendt'],
    [
      'USER_IN_OLD_NO_EMAIL_NOT_NEW_SYSTEM',
      () => jsonResponse(401, { code: 'USER_IN_OLD_NO_EMAIL_NOT_NEW_SYSTEM', message: 'x' }),
      'med navn, leverandørnummer, mobilnummer og e-postadresse',
    ],
    ['503 without a code', () => new Response('', { status: 503 }), 'Det oppsto en feil ved innloggingen'],
    [
      '503 TRY_AGAIN_IN_A_MINUTE (the database is away)',
      () => jsonResponse(503, { code: 'TRY_AGAIN_IN_A_MINUTE', message: 'x' }, { 'Retry-After': '60' }),
      'Tjenesten er midlertidig utilgjengelig. Prøv igjen om et minutt.',
    ],
    ['an unknown code on 500', () => jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'x' }), 'Det oppsto en feil ved innloggingen'],
    [
      '429 with Retry-After',
      () => jsonResponse(429, { code: 'TOO_MANY_REQUESTS', message: 'x' }, { 'Retry-After': '90' }),
      'For mange forsøk. Prøv igjen om 2 minutter.',
    ],
  ])('shows the right text for %s', async (_name, answer, text) => {
    serve(answer);
    const { user } = renderWithApp(<LoginPage mode="login" />);

    await submitLogin(user);

    const alert = await screen.findByText((_content, element) =>
      Boolean(element?.matches('[role="alert"], [role="status"]') && element.textContent?.includes(text)),
    );
    expect(alert).toBeInTheDocument();
    expect(getSession().status).toBe('loggedOut');
  });

  it('names the support e-mail when the user has no e-mail in the old system', async () => {
    serve(() => jsonResponse(401, { code: 'USER_IN_OLD_NO_EMAIL_NOT_NEW_SYSTEM', message: 'x' }));
    const { user } = renderWithApp(<LoginPage mode="login" />);

    await submitLogin(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('medlem@slakteweb.no');
  });

  it("shows registration instructions behind 'Mangler bruker?', preferring the cooperative's text", async () => {
    serve(() => jsonResponse(200, {}), { missing_user: '<p>Ring oss<script>alert(1)</script></p>' });
    const { user } = renderWithApp(<LoginPage mode="login" />);
    const toggle = screen.getByRole('button', { name: 'Mangler bruker?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Ring oss')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows the support contacts as mailto and tel links', async () => {
    serve(() => jsonResponse(200, {}));
    renderWithApp(<LoginPage mode="login" />);

    expect(screen.getByRole('link', { name: 'medlem@slakteweb.no' })).toHaveAttribute('href', 'mailto:medlem@slakteweb.no');
    expect(screen.getByRole('link', { name: '72 50 00 00' })).toHaveAttribute('href', 'tel:72500000');
  });
});

describe('forgot password mode', () => {
  it("takes the login id the login form takes: a person's e-mail address too, on a keyboard with @", async () => {
    const { requests } = serve(() => jsonResponse(200, { ok: true }));
    const { user } = renderWithApp(<LoginPage mode="forgot" />);

    const field = await screen.findByLabelText('Leverandørnummer / e-post');
    expect(field).toHaveAttribute('inputmode', 'email');
    await user.type(field, 'kari@example.no');
    await user.click(screen.getByRole('button', { name: 'Send lenke' }));

    expect(await screen.findByText(/^Hvis brukeren finnes/)).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === '/api/forgot_password')?.form).toEqual({ username: 'kari@example.no' });
  });

  it('names a mistyped address as an address, and sends nothing', async () => {
    const { requests } = serve(() => jsonResponse(200, { ok: true }));
    const { user } = renderWithApp(<LoginPage mode="forgot" />);

    await user.type(await screen.findByLabelText('Leverandørnummer / e-post'), 'kari@example');
    await user.click(screen.getByRole('button', { name: 'Send lenke' }));

    expect(await screen.findByText('Ugyldig e-post')).toBeInTheDocument();
    expect(screen.getByLabelText('Leverandørnummer / e-post')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.url.pathname === '/api/forgot_password')).toHaveLength(0);
  });

  it('accepts digits or an address only, naming the login id', async () => {
    const { requests } = serve(() => jsonResponse(200, { ok: true }));
    const { user } = renderWithApp(<LoginPage mode="forgot" />);

    // The forgot-password form is loaded on demand: the login form's download does not carry it.
    await user.type(await screen.findByLabelText('Leverandørnummer / e-post'), '12a');
    await user.click(screen.getByRole('button', { name: 'Send lenke' }));

    expect(await screen.findByText('Ugyldig leverandørnummer')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/api/forgot_password')).toHaveLength(0);
  });

  it('shows the neutral success text with how long the link lasts, and clears the field', async () => {
    const { requests } = serve(() => jsonResponse(200, { ok: true }));
    const { user } = renderWithApp(<LoginPage mode="forgot" />);

    // The forgot-password form is loaded on demand: the login form's download does not carry it.
    await user.type(await screen.findByLabelText('Leverandørnummer / e-post'), '10001');
    await user.click(screen.getByRole('button', { name: 'Send lenke' }));

    expect((await screen.findByText(/^Hvis brukeren finnes/)).closest('[role="status"]')).toHaveTextContent(
      'Hvis brukeren finnes og har en e-postadresse, er en lenke for å sette nytt passord sendt. Lenken gjelder i 60 minutter og kan brukes én gang.',
    );
    expect(requests.find((r) => r.url.pathname === '/api/forgot_password')?.form).toEqual({ username: '10001' });
    expect(screen.getByLabelText('Leverandørnummer / e-post')).toHaveValue('');
  });

  it("shows 'Kunne ikke sende e-post.' on failure", async () => {
    serve(() => new Response('', { status: 500 }));
    const { user } = renderWithApp(<LoginPage mode="forgot" />);

    // The forgot-password form is loaded on demand: the login form's download does not carry it.
    await user.type(await screen.findByLabelText('Leverandørnummer / e-post'), '10001');
    await user.click(screen.getByRole('button', { name: 'Send lenke' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Kunne ikke sende e-post.');
  });
});
