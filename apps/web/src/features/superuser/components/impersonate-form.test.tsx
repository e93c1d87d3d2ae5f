import { act, screen } from '@testing-library/react';
import { DialogTrigger } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { getImpersonation, IMPERSONATION_STORAGE_KEY, setImpersonation } from '@/lib/impersonation';
import { renderWithApp } from '@/testing/render';
import { ImpersonateForm } from './impersonate-form';
import { ImpersonationBanner } from './impersonation-banner';

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

  it('stores the username, tells the user, and reloads after 2 s', async () => {
    const reload = vi.fn();
    const { user } = renderPrompt(reload);

    await enter(user, ' 10003 ');

    expect(window.localStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBe('10003');
    expect(screen.getByText('Du ser nå portalen som 10003. Siden lastes inn på nytt ...')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(reload).toHaveBeenCalledTimes(1);
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
