import { loginResponseSchema, okResponseSchema, profileResponseSchema } from '@slakteweb/core';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { api, ApiError, apiRequest, apiUrl } from './api-client';
import { hasLoggedInCookie } from './logged-in-cookie';
import { getImpersonation, setImpersonation } from './impersonation';
import { getSession, startSession } from './session';
import { useToasts } from './toast';
import { renderHook } from '@testing-library/react';

function toastTexts(): string[] {
  return renderHook(() => useToasts()).result.current.map((t) => t.message);
}

describe('api client', () => {
  it('sends same-origin credentials and adds impersonateUsername while impersonating', async () => {
    const { fetchMock, requests } = mockFetch(() => jsonResponse(200, { ok: true }));
    setImpersonation('10003');

    await api.get('/api/logout', okResponseSchema, { query: { a: 'b' } });

    expect(requests[0]?.url.pathname).toBe('/api/logout');
    expect(requests[0]?.url.searchParams.get('impersonateUsername')).toBe('10003');
    expect(requests[0]?.url.searchParams.get('a')).toBe('b');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('sends forms url-encoded and leaves out undefined fields', async () => {
    const { fetchMock, requests } = mockFetch(() => jsonResponse(200, { ok: true }));

    await api.post('/api/forgot_password', okResponseSchema, { form: { username: '10001', extra: undefined } });

    expect(requests[0]?.form).toEqual({ username: '10001' });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('rejects with status, code, message and fields', async () => {
    mockFetch(() =>
      jsonResponse(422, { code: 'INVALID_INPUT', message: 'Invalid', fields: { post_no: 'Ugyldig postnummer' } }),
    );

    const error = await api.put('/api/profile', profileResponseSchema, { form: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'INVALID_INPUT', message: 'Invalid', fields: { post_no: 'Ugyldig postnummer' } });
  });

  it('accepts extra ok statuses (login 418) and checks answers against the contract', async () => {
    mockFetch(() => jsonResponse(418, { username: '10002', need_to_confirm: true }));

    const answer = await apiRequest('/api/login', { method: 'POST', schema: loginResponseSchema, okStatuses: [418] });
    expect(answer).toEqual({ status: 418, data: { username: '10002', need_to_confirm: true } });

    await expect(apiRequest('/api/login', { method: 'POST', schema: loginResponseSchema })).rejects.toMatchObject({ status: 418 });
    await expect(apiRequest('/api/login', { method: 'POST', schema: okResponseSchema, okStatuses: [418] })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('goes to the confirm state when the server says the profile must be confirmed first', async () => {
    startSession(false);
    mockFetch(() => jsonResponse(403, { code: 'MUST_CONFIRM_INFORMATION', message: 'Bekreft' }));

    await expect(api.get('/api/documents', okResponseSchema)).rejects.toMatchObject({ status: 403 });

    expect(getSession()).toEqual({ status: 'loggedIn', needToConfirm: true });
  });

  it('stays logged in and unrestricted on other 403 answers', async () => {
    startSession(false);
    mockFetch(() => jsonResponse(403, { code: 'FORBIDDEN', message: 'No' }));

    await expect(api.get('/api/documents', okResponseSchema)).rejects.toMatchObject({ status: 403 });

    expect(getSession()).toEqual({ status: 'loggedIn', needToConfirm: false });
  });

  it('logs out on a 401 from an ordinary call', async () => {
    startSession(false);
    setImpersonation('10003');
    mockFetch(() => jsonResponse(401, { code: 'UNAUTHORIZED', message: 'Not logged in' }));

    await expect(api.get('/api/profile', profileResponseSchema)).rejects.toMatchObject({ status: 401 });

    expect(getSession().status).toBe('loggedOut');
    expect(hasLoggedInCookie()).toBe(false);
    expect(getImpersonation()).toBeNull();
    expect(toastTexts()).toEqual(['Du ble logget ut']);
  });

  it.each(['/api/login', '/api/profile/change_password', '/api/set_new_password'] as const)(
    'does not log out on a 401 from %s',
    async (path) => {
      startSession(false);
      mockFetch(() => jsonResponse(401, { code: 'UNAUTHORIZED', message: 'Wrong password' }));

      await expect(api.post(path, okResponseSchema, { form: {} })).rejects.toMatchObject({ status: 401 });

      expect(getSession().status).toBe('loggedIn');
      expect(toastTexts()).toEqual([]);
    },
  );

  it('reads Retry-After on 429', async () => {
    mockFetch(() => jsonResponse(429, { code: 'TOO_MANY_REQUESTS', message: 'Slow down' }, { 'Retry-After': '300' }));

    await expect(api.post('/api/login', okResponseSchema, { form: {} })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 300,
    });
  });

  it('builds link URLs under the base path, with impersonateUsername while impersonating', () => {
    expect(apiUrl('/api/documents/download/accounting/4711')).toBe('/api/documents/download/accounting/4711');
    setImpersonation('10003');
    const url = new URL(apiUrl('/api/posted_slaughter_by_date/2026-10-02/export/excel', { settlement_no: '4711' }), 'http://x');
    expect(url.pathname).toBe('/api/posted_slaughter_by_date/2026-10-02/export/excel');
    expect(url.searchParams.get('settlement_no')).toBe('4711');
    expect(url.searchParams.get('impersonateUsername')).toBe('10003');
  });
});
