import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt';

it("says 'Ny versjon – last inn på nytt' and the press switches to the new version", async () => {
  const onReload = vi.fn();
  render(<UpdatePrompt onReload={onReload} />);
  expect(screen.getByRole('status')).toHaveTextContent('Ny versjon – last inn på nytt');
  await userEvent.click(screen.getByRole('button', { name: 'last inn på nytt' }));
  expect(onReload).toHaveBeenCalledOnce();
});
