import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type ChartOrTable, ChartTableToggle } from './chart-table-toggle';

function Harness() {
  const [view, setView] = useState<ChartOrTable>('chart');
  return (
    <>
      <ChartTableToggle label="Vis prisen per uke som" value={view} onChange={setView} />
      <p>{view}</p>
    </>
  );
}

describe('ChartTableToggle', () => {
  it('is a named group of two toggle buttons; a press or the keyboard switches the view', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Vis prisen per uke som' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Graf' }));
    expect(screen.getByRole('button', { name: 'Graf' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Tabell' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Tabell' }));
    expect(screen.getByRole('button', { name: 'Tabell' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('table')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Graf' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Graf' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('chart')).toBeInTheDocument();
  });
});
