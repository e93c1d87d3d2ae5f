import { act, screen } from '@testing-library/react';
import { DialogTrigger } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { getImpersonation, IMPERSONATION_STORAGE_KEY, setImpersonation } from '@/lib/impersonation';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { ImpersonateForm } from './impersonate-form';
import { ImpersonationBanner } from './impersonation-banner';

/** The server's answer to GET /api/profile as a user: 10003 is a farmer, 90002 staff, the rest unknown. */
function serveUsers() {
  return mockFetch((request) => {
    if (request.url.pathname !== '/api/profile') return jsonResponse(404, { code: 'NOT_FOUND', message: 'Ikke funnet' });
    const as = request.url.searchParams.get('impersonateUsername');
    if (as === '10003') return jsonResponse(200, { profile: { fullname: 'Kari Nordmann' } });
    if (as === '90002') return jsonResponse(403, { code: 'FORBIDDEN', message: 'Ingen tilgang' });
    return jsonResponse(404, { code: 'USER_NOT_FOUND', message: 'Bruker ikke funnet' });
  });
}

function renderPrompt(reload: () => void) {
  return renderWithApp(
    <DialogTrigger>
      <Button>Se som</Button>
      <Modal title="Se portalen som en annen bruker">{(close) => <ImpersonateForm close={close} reload={reload} />}</Modal>
    </DialogTrigger>,
    { userEventOptions: { advanceTimers: vi.advanceTimersByTime } },
  );
}

async function enter(user: ReturnType<typeof renderWithApp>['user'], text: string) {
  await user.click(screen.getByRole('button', { name: 'Se som' }));
  const field = await screen.findByLabelText('Leverandørnummer');
  if (text) await user.type(field, text);
  await user.click(screen.getByRole('button', { name: 'OK' }));
}

describe('impersonation prompt', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks that the user exists, then stores the username, tells the user, and reloads after 2 s', async () => {
    const reload = vi.fn();
    const { requests } = serveUsers();
    const { user } = renderPrompt(reload);

    await enter(user, ' 10003 ');
    await screen.findByText('Du ser nå portalen som 10003. Siden lastes inn på nytt ...');
    expect(requests.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual(['/api/profile?impersonateUsername=10003']);

    expect(window.localStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBe('10003');
    expect(screen.getByText('Du ser nå portalen som 10003. Siden lastes inn på nytt ...')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['55555', 'Fant ingen bruker med leverandørnummer 55555.'],
    ['90002', '90002 er en ansatt. Du kan bare se portalen som en leverandør.'],
  ])('refuses %s before anything reloads, and says why in the field', async (username, message) => {
    const reload = vi.fn();
    serveUsers();
    setImpersonation('10001');
    const { user } = renderPrompt(reload);

    await enter(user, username);

    const field = screen.getByLabelText('Leverandørnummer');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(getImpersonation()).toBe('10001');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(reload).not.toHaveBeenCalled();
  });

  it('says so when the check itself fails, and changes nothing', async () => {
    const reload = vi.fn();
    mockFetch(() => jsonResponse(503, { code: 'TRY_AGAIN_IN_A_MINUTE', message: 'Prøv igjen' }));
    const { user } = renderPrompt(reload);
    await enter(user, '10003');
    expect(await screen.findByText('Kunne ikke sjekke brukeren. Prøv igjen om litt.')).toBeInTheDocument();
    expect(getImpersonation()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores empty input', async () => {
    const reload = vi.fn();
    setImpersonation('10001');
    const { user } = renderPrompt(reload);

    await enter(user, '   ');

    expect(getImpersonation()).toBe('10001');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(reload).not.toHaveBeenCalled();
  });

  it.each(['avslutt', 'AVSLUTT', 'Avslutt'])("ends impersonation on '%s'", async (word) => {
    const reload = vi.fn();
    setImpersonation('10001');
    const { user } = renderPrompt(reload);

    await enter(user, word);

    expect(getImpersonation()).toBeNull();
    expect(screen.getByText('Du ser portalen som deg selv igjen. Siden lastes inn på nytt ...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape without changing anything', async () => {
    const reload = vi.fn();
    const { user } = renderPrompt(reload);
    await user.click(screen.getByRole('button', { name: 'Se som' }));
    await user.type(await screen.findByLabelText('Leverandørnummer'), '10003');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getImpersonation()).toBeNull();
  });

  it('while impersonating, ends with a button, no word to remember', async () => {
    const reload = vi.fn();
    setImpersonation('10001');
    const { user } = renderPrompt(reload);
    await user.click(screen.getByRole('button', { name: 'Se som' }));
    expect(await screen.findByText(/^Du ser nå portalen som 10001\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Avslutt og se portalen som deg selv' }));

    expect(getImpersonation()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Du ser portalen som deg selv igjen. Siden lastes inn på nytt ...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers no end button while acting for nobody', async () => {
    const { user } = renderPrompt(vi.fn());
    await user.click(screen.getByRole('button', { name: 'Se som' }));
    await screen.findByLabelText('Leverandørnummer');
    expect(screen.queryByRole('button', { name: 'Avslutt og se portalen som deg selv' })).not.toBeInTheDocument();
  });
});

describe('impersonation banner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the farmer by name and number once the profile is in, else by number', () => {
    const banner = () => screen.getByRole('region', { name: 'Innlogget som annen bruker' });
    const { unmount } = renderWithApp(<ImpersonationBanner username="10001" />);
    expect(banner()).toHaveTextContent('Du ser portalen som 10001');
    unmount();
    renderWithApp(<ImpersonationBanner username="10001" fullname="Ola Nordmann" />);
    expect(banner()).toHaveTextContent('Du ser portalen som Ola Nordmann (10001)');
    expect(banner()).not.toHaveTextContent('avslutt');
  });

  it('ends impersonation with its button', async () => {
    const reload = vi.fn();
    setImpersonation('10001');
    const { user } = renderWithApp(<ImpersonationBanner username="10001" fullname="Ola Nordmann" reload={reload} />, {
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await user.click(screen.getByRole('button', { name: 'Avslutt og se portalen som deg selv' }));
    expect(getImpersonation()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
