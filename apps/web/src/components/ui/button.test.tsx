import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

/* A button never swallows a press: an unavailable one (aria-disabled) still answers it. */
describe('Button', () => {
  it('an aria-disabled button still answers a click and Enter, and stays marked unavailable', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button aria-disabled onPress={onPress}>
        Send innmelding
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send innmelding' });
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('a pending button ignores presses: its action is running', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        Sender inn...
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Sender inn...' }));
    expect(onPress).not.toHaveBeenCalled();
  });
});
