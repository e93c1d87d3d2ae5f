import 'fake-indexeddb/auto';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@slakteweb/core';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { api } from '../api-client';
import { clearImpersonation, setImpersonation } from '../impersonation';
import { logoutLocally } from '../logout';
import { chooseActingFarm } from '../acting-farm';
import { setLoggedInCookie } from '../logged-in-cookie';
import { LOGIN_USER_KEY } from '../session-keys';
import { safeLocalStorage } from '../storage';
import { endSession, startSession } from '../session';
import { readCopy } from './offline-store';
import { offlineOwner } from './owner';
import { persistQueries } from './persist-queries';

const SETTLEMENTS = [{ settlement_no: 100010130, amount: 10126.13 }];

/** One start of the app: a fresh cache with the device's copies put back. */
async function startApp() {
  const client = new QueryClient();
  const persistence = persistQueries(client);
  await persistence.restored;
  return { client, persistence };
}

/** The farmer opened the settlements while online; the copy is saved. */
async function openSettlementsOnline() {
  const { client, persistence } = await startApp();
  client.setQueryData(['settlements', 'posted'], SETTLEMENTS);
  await persistence.flush();
  return client;
}

describe('offline copies of the screens a farmer opened', () => {
  afterEach(() => {
    clearImpersonation();
    endSession();
  });

  it('shown without a network say so, though the browser says it is online and no screen asks the server', async () => {
    startSession(false, ' 10001 ');
    mockFetch(() => jsonResponse(200, { status: 'ok' }));
    await openSettlementsOnline();
    expect(onlineManager.isOnline()).toBe(true);
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await startApp();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('are there at the next start of the same user and farm', async () => {
    startSession(false, ' 10001 ');
    await openSettlementsOnline();
    const { client } = await startApp();
    expect(client.getQueryData(['settlements', 'posted'])).toEqual(SETTLEMENTS);
  });

  it('stand in only until the server answers: a restored answer is asked for again', async () => {
    startSession(false, ' 10001 ');
    await openSettlementsOnline();
    const { client } = await startApp();
    expect(client.getQueryData(['settlements', 'posted'])).toEqual(SETTLEMENTS);
    expect(client.getQueryState(['settlements', 'posted'])?.isInvalidated).toBe(true);
  });

  it('are kept apart per farm: staff seeing the portal as another farm do not see the first farm’s copy', async () => {
    startSession(false, 'staff1');
    setImpersonation('10001');
    await openSettlementsOnline();
    setImpersonation('10002');
    const { client } = await startApp();
    expect(client.getQueryData(['settlements', 'posted'])).toBeUndefined();
    setImpersonation('10001');
    expect((await startApp()).client.getQueryData(['settlements', 'posted'])).toEqual(SETTLEMENTS);
  });

  it('are kept apart per farm: a person with access to two farms who chooses the other does not see the first farm’s copy', async () => {
    startSession(false, 'regnskap@example.no');
    await openSettlementsOnline();
    chooseActingFarm('10002');
    expect((await startApp()).client.getQueryData(['settlements', 'posted'])).toBeUndefined();
    // The second farm's copy is its own; choosing the first again finds neither of them mixed up.
    const second = [{ settlement_no: 200020001, amount: 1.5 }];
    const { client, persistence } = await startApp();
    client.setQueryData(['settlements', 'posted'], second);
    await persistence.flush();
    chooseActingFarm('10001');
    expect((await startApp()).client.getQueryData(['settlements', 'posted'])).toBeUndefined();
    chooseActingFarm('10002');
    expect((await startApp()).client.getQueryData(['settlements', 'posted'])).toEqual(second);
    // A new login starts from the farm the server chooses, with no copy of any.
    startSession(false, 'regnskap@example.no');
    expect(offlineOwner()).toBe(JSON.stringify(['regnskap@example.no', null]));
  });

  it('are never saved under a session another tab started: the screens this tab holds are the session before’s', async () => {
    startSession(false, '10001');
    const { client, persistence } = await startApp();
    client.setQueryData(['settlements', 'posted'], SETTLEMENTS);
    // Another tab of the browser logs out and in as 10002 (a new tag; the login id is shared).
    setLoggedInCookie(crypto.randomUUID());
    safeLocalStorage.set(LOGIN_USER_KEY, '10002');
    await persistence.flush();
    expect(await readCopy(offlineOwner()!)).toBeUndefined();
  });

  it('are removed at logout: the next user to log in on the device finds none', async () => {
    startSession(false, '10001');
    await openSettlementsOnline();
    const owner = offlineOwner()!;
    logoutLocally({ notify: false });
    await expect.poll(() => readCopy(owner)).toBeUndefined();
    startSession(false, '10001');
    expect((await startApp()).client.getQueryData(['settlements', 'posted'])).toBeUndefined();
  });

  it('are removed when the server answers 401 (the session is gone)', async () => {
    startSession(false, '10001');
    await openSettlementsOnline();
    const owner = offlineOwner()!;
    mockFetch(() => jsonResponse(401, { code: 'NOT_LOGGED_IN', message: 'Ikke logget inn' }));
    await expect(api.get('/api/profile', okResponseSchema)).rejects.toThrow();
    await expect.poll(() => readCopy(owner)).toBeUndefined();
  });

  it('are not kept when the device does not know who logged in', async () => {
    startSession(false);
    expect(offlineOwner()).toBeNull();
    await openSettlementsOnline();
    expect((await startApp()).client.getQueryData(['settlements', 'posted'])).toBeUndefined();
  });

  it('never put an older copy over a fresher answer from the network', async () => {
    startSession(false, '10001');
    await openSettlementsOnline();
    const client = new QueryClient();
    const fresh = [{ settlement_no: 100010131, amount: 1 }];
    client.setQueryData(['settlements', 'posted'], fresh);
    await persistQueries(client).restored;
    expect(client.getQueryData(['settlements', 'posted'])).toEqual(fresh);
  });
});
