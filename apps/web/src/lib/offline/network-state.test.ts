import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { ApiError } from '../api-error';
import { followNetworkState, PROBE_INTERVAL_MS } from './network-state';

afterEach(() => {
  vi.useRealTimers();
  window.dispatchEvent(new Event('online'));
});

it('a request that cannot reach the server means no network, until the server answers again', async () => {
  vi.useFakeTimers();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  followNetworkState(client);
  expect(onlineManager.isOnline()).toBe(true);

  await client
    .fetchQuery({ queryKey: ['settlements'], queryFn: () => Promise.reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' })) })
    .catch(() => undefined);
  expect(onlineManager.isOnline()).toBe(false);

  const { requests } = mockFetch((request) => (request.url.pathname === '/api/health' ? jsonResponse(200, { status: 'ok' }) : jsonResponse(404, {})));
  await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
  expect(requests.map((r) => r.url.pathname)).toEqual(['/api/health']);
  expect(onlineManager.isOnline()).toBe(true);
});

it('a refusal from the server (a 4xx) says nothing about the network', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  followNetworkState(client);
  await client
    .fetchQuery({ queryKey: ['profile'], queryFn: () => Promise.reject(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'x' })) })
    .catch(() => undefined);
  expect(onlineManager.isOnline()).toBe(true);
});
