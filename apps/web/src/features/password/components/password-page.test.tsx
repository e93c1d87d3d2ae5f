import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession, getSession } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { PasswordPage } from './password-page';

const STRONG = 'Sommer2026!';

function requirementItems() {
  return screen.getAllByRole('listitem');
}

describe('password screen, change mode', () => {
  it('shows the four requirements from the first keystroke and marks saving unavailable until all four hold', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, { ok: true }));
    const { user } = renderWithApp(<PasswordPage mode="change" />);
    const save = screen.getByRole('button', { name: 'Lagre passord' });

    expect(screen.getByRole('heading', { level: 1, name: 'Endre passord' })).toBeInTheDocument();
    expect(document.title).toBe('Endre passord - Slakteweb');
    // Spec §4: the hints appear on first input, not before.
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(save).toHaveAttribute('aria-disabled', 'true');

    await user.type(screen.getByLabelText('Nytt passord'), 'kort');
    expect(requirementItems().map((li) => li.textContent)).toEqual([
      'Minst 9 tegn (ikke oppfylt)',
      'Minst ett tall (ikke oppfylt)',
      'Minst ett spesialtegn eller én stor bokstav (ikke oppfylt)',
      'Passordene er like (ikke oppfylt)',
    ]);
    expect(screen.getByLabelText('Nytt passord')).toHaveAccessibleDescription(/^Krav til passordet:/);

    // Cleared again, the hints stay: the farmer has started.
    await user.clear(screen.getByLabelText('Nytt passord'));
    expect(requirementItems()).toHaveLength(4);
    await user.type(screen.getByLabelText('Nytt passord'), STRONG);
    expect(requirementItems().filter((li) => li.textContent?.endsWith('(oppfylt)'))).toHaveLength(3);
    expect(save).toHaveAttribute('aria-disabled', 'true');

    await user.type(screen.getByLabelText('Gjenta nytt passord'), STRONG);
    expect(requirementItems().every((li) => li.textContent?.endsWith('(oppfylt)'))).toBe(true);
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(requests).toHaveLength(0);
  });

  it('answers a press on an unavailable save: shows the requirements and goes to the new password', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, { ok: true }));
    const { user } = renderWithApp(<PasswordPage mode="change" />);
    await user.click(screen.getByRole('button', { name: 'Lagre passord' }));
    expect(requirementItems()).toHaveLength(4);
    expect(screen.getByLabelText('Nytt passord')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it("has 'Vis passord' on each password field", async () => {
    mockFetch(() => jsonResponse(200, { ok: true }));
    const { user } = renderWithApp(<PasswordPage mode="change" />);
    const shows = screen.getAllByRole('button', { name: 'Vis passord' });
    expect(shows).toHaveLength(3);
    await user.click(shows[1]!);
    expect(screen.getByLabelText('Nytt passord')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Nåværende passord')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Gjenta nytt passord')).toHaveAttribute('type', 'password');
  });

  it('requires the current password, then posts the change as a form', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, { ok: true }));
    const { user } = renderWithApp(<PasswordPage mode="change" />);

    await user.type(screen.getByLabelText('Nytt passord'), STRONG);
    await user.type(screen.getByLabelText('Gjenta nytt passord'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Lagre passord' }));
    expect(await screen.findByText('Feltet må fylles ut')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.type(screen.getByLabelText('Nåværende passord'), 'gammelt');
    await user.click(screen.getByRole('button', { name: 'Lagre passord' }));

    // 'Avbryt' becomes 'Gå tilbake'; the text shows inline and as a toast.
    expect(await screen.findByRole('button', { name: 'Gå tilbake' })).toBeInTheDocument();
    expect(screen.getAllByText('Passordet ble endret')).toHaveLength(2);
    expect(requests[0]?.url.pathname).toBe('/api/profile/change_password');
    expect(requests[0]?.form).toEqual({ password: 'gammelt', new_password: STRONG });
  });

  it('shows the failure inline and as a toast, and does not log out on 401', async () => {
    startSession(false);
    mockFetch(() => jsonResponse(401, { code: 'UNAUTHORIZED', message: 'Wrong password' }));
    const { user } = renderWithApp(<PasswordPage mode="change" />);

    await user.type(screen.getByLabelText('Nåværende passord'), 'feil');
    await user.type(screen.getByLabelText('Nytt passord'), STRONG);
    await user.type(screen.getByLabelText('Gjenta nytt passord'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Lagre passord' }));

    const inline = await screen.findByText('Muligens er ikke Nåværende passord korrekt');
    expect(inline.closest('[role="alert"]')).toHaveTextContent('Kunne ikke endre passordet');
    expect(screen.getAllByText('Kunne ikke endre passordet')).toHaveLength(2); // inline title + toast
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
    expect(getSession().status).toBe('loggedIn');
  });
});

describe('password screen, reset mode', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has no current-password field and sends the token from the link', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, { ok: true }));
    const { user } = renderWithApp(<PasswordPage mode="reset" />, { route: '/reset-password?t=abc123' });

    expect(screen.getByRole('heading', { name: 'Sett nytt passord' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nåværende passord')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Nytt passord'), STRONG);
    await user.type(screen.getByLabelText('Gjenta nytt passord'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Lagre passord' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url.pathname).toBe('/api/set_new_password');
    expect(requests[0]?.form).toEqual({ new_password: STRONG, t: 'abc123' });
  });

  it('redirects to the login page about two seconds after success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(() => jsonResponse(200, { ok: true }));
    const { user } = renderWithApp(<PasswordPage mode="reset" />, {
      route: '/reset-password?t=abc123',
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });

    await user.type(screen.getByLabelText('Nytt passord'), STRONG);
    await user.type(screen.getByLabelText('Gjenta nytt passord'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Lagre passord' }));
    await screen.findByRole('button', { name: 'Gå tilbake' });
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');

    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('adds the link hint when the reset fails', async () => {
    mockFetch(() => jsonResponse(400, { code: 'INVALID_TOKEN', message: 'Invalid token' }));
    const { user } = renderWithApp(<PasswordPage mode="reset" />, { route: '/reset-password?t=old' });

    await user.type(screen.getByLabelText('Nytt passord'), STRONG);
    await user.type(screen.getByLabelText('Gjenta nytt passord'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Lagre passord' }));

    expect(
      await screen.findByText('Muligens er ikke Nåværende passord korrekt eller lenken er ikke lenger gyldig'),
    ).toBeInTheDocument();
  });
});
