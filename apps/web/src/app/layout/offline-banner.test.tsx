import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from './offline-banner';

/** 27.11.2026 14.02 in Oslo (UTC+1). */
const COPIED_AT = Date.parse('2026-11-27T13:02:00Z');

/** A screen showing its copy from COPIED_AT (restored from the device; no network to refresh it). */
function SettlementsScreen() {
  const query = useQuery({
    queryKey: ['settlements'],
    queryFn: () => new Promise<string[]>(() => {}),
    initialData: ['100010130'],
    initialDataUpdatedAt: COPIED_AT,
  });
  return <p>{query.data.join()}</p>;
}

function renderWith(children: React.ReactNode) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <OfflineBanner />
      {children}
    </QueryClientProvider>,
  );
}

describe('OfflineBanner', () => {
  afterEach(() => act(() => onlineManager.setOnline(true)));

  it('is not shown while the device is online', () => {
    renderWith(<SettlementsScreen />);
    expect(screen.queryByText(/Du er uten nett/)).not.toBeInTheDocument();
  });

  it('says the device is offline and from when the data on the screen are', () => {
    renderWith(<SettlementsScreen />);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('Du er uten nett. Viser data fra 27.11.2026 kl. 14.02.');
    expect(screen.getByText('100010130')).toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(/Du er uten nett/)).not.toBeInTheDocument();
  });

  it('on a screen never opened with a network, says it cannot be shown yet', () => {
    renderWith(null);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('Du er uten nett. Det du ikke har åpnet før med nett på denne enheten');
  });
});
