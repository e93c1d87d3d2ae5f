import { act, screen } from '@testing-library/react';
import { DialogTrigger } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { getImpersonation, IMPERSONATION_STORAGE_KEY, setImpersonation } from '@/lib/impersonation';
import { renderWithApp } from '@/testing/render';
import { ImpersonateForm } from './impersonate-form';

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
});
