import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HTML_LOGIN_FORM_ID } from '../html-login-form';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { LoginPage } from './login-page';

// /login's HTML holds a plain login form before the app starts (vite-plugins/login-page.ts), which
// the browser may send itself (POST /login). The app's form takes over what was typed there and
// shows what that post came back with.

function serve() {
  return mockFetch((request: RecordedRequest) => {
    if (request.url.pathname === '/api/external/texts') return jsonResponse(200, { texts: {} });
    if (request.url.pathname === '/api/login') return jsonResponse(200, { username: '10001', need_to_confirm: false });
    if (request.url.pathname === '/api/login/second_factor/setup') return jsonResponse(200, { secret: 'ABC', otpauth_url: 'otpauth://totp/x?secret=ABC' });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

/** The page's HTML form as the server sends it, with what the farmer typed before the app started. */
function htmlForm(username: string, password: string, focus?: 'username' | 'password'): HTMLFormElement {
  const form = document.createElement('form');
  form.id = HTML_LOGIN_FORM_ID;
  form.innerHTML = '<input name="username"><input name="password" type="password"><button type="submit">Logg inn</button>';
  (form.elements.namedItem('username') as HTMLInputElement).value = username;
  (form.elements.namedItem('password') as HTMLInputElement).value = password;
  document.body.append(form);
  if (focus) (form.elements.namedItem(focus) as HTMLInputElement).focus();
  return form;
}

afterEach(() => document.getElementById(HTML_LOGIN_FORM_ID)?.remove());

describe('the login page’s HTML form, taken over by the app', () => {
  it('keeps every character typed before the app started, and the focus where it was', async () => {
    const form = htmlForm('1000', 'Slakte', 'password');
    const { requests, user } = { ...serve(), ...renderWithApp(<LoginPage mode="login" />, { route: '/login' }) };
    // React draws the app's form in place of the page's.
    form.remove();
    const username = screen.getByLabelText('Leverandørnummer / e-post');
    const password = screen.getByLabelText('Passord');
    expect(username).toHaveValue('1000');
    expect(password).toHaveValue('Slakte');
    expect(password).toHaveFocus();

    // The farmer types on in the field they were in, and logs in with the whole of it.
    await user.keyboard('web2026!');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    await waitFor(() => expect(requests.find((r) => r.url.pathname === '/api/login')?.form).toEqual({ username: '1000', password: 'Slakteweb2026!' }));
  });

  it('takes the focus in the login id field too, and starts empty with nothing typed', async () => {
    htmlForm('10', '', 'username');
    serve();
    renderWithApp(<LoginPage mode="login" />, { route: '/login' });
    expect(screen.getByLabelText('Leverandørnummer / e-post')).toHaveFocus();
    expect(screen.getByLabelText('Leverandørnummer / e-post')).toHaveValue('10');
    expect(screen.getByLabelText('Passord')).toHaveValue('');
  });

  it('starts with empty fields and takes no focus where the page had no HTML form', () => {
    serve();
    renderWithApp(<LoginPage mode="login" />, { route: '/login' });
    expect(screen.getByLabelText('Leverandørnummer / e-post')).toHaveValue('');
    expect(screen.getByLabelText('Leverandørnummer / e-post')).not.toHaveFocus();
    expect(screen.getByLabelText('Passord')).not.toHaveFocus();
  });
});

describe('what the HTML form’s post came back with', () => {
  it('shows a wrong login in the spec’s words (?feil=UNAUTHORIZED), until the next try', async () => {
    serve();
    const { user } = renderWithApp(<LoginPage mode="login" />, { route: '/login?feil=UNAUTHORIZED' });
    expect(screen.getByRole('alert')).toHaveTextContent('Feil leverandørnummer/passord');

    await user.type(screen.getByLabelText('Leverandørnummer / e-post'), '10001');
    await user.type(screen.getByLabelText('Passord'), 'Slakteweb2026!');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows too many attempts and the other codes the login call names', () => {
    serve();
    renderWithApp(<LoginPage mode="login" />, { route: '/login?feil=TOO_MANY_REQUESTS' });
    expect(screen.getByRole('alert')).toHaveTextContent('For mange forsøk. Prøv igjen senere.');
  });

  it('ignores a code it does not know', () => {
    serve();
    renderWithApp(<LoginPage mode="login" />, { route: '/login?feil=%3Cb%3Ehei%3C%2Fb%3E' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks staff for the second factor when the post says it comes next (?andre_faktor=verify)', async () => {
    serve();
    renderWithApp(<LoginPage mode="login" />, { route: '/login?andre_faktor=verify' });
    expect(await screen.findByText('Bekreft at det er deg')).toBeInTheDocument();
    expect(screen.queryByLabelText('Passord')).not.toBeInTheDocument();
  });
});
