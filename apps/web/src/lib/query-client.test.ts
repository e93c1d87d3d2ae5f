import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { logoutLocally } from './logout';
import { createQueryClient, queryClient } from './query-client';
import { clearNeedToConfirm, endSession, requireConfirmation, startSession } from './session';

// The cache is emptied at login and logout ("the store is reset", spec §4) without the login
// code importing the cache: it listens to the session (session.ts onSessionReset).
describe('the data cache and the session', () => {
  afterEach(() => endSession());

  it('is emptied when a user logs in', () => {
    queryClient.setQueryData(['profile'], { fullname: 'Forrige bruker' });
    startSession(false);
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  });

  it('is emptied at logout', () => {
    startSession(false);
    queryClient.setQueryData(['profile'], { fullname: 'Ola Nordmann' });
    logoutLocally({ notify: false });
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  });

  it('is kept while the same user confirms the profile', () => {
    startSession(false);
    queryClient.setQueryData(['profile'], { fullname: 'Ola Nordmann' });
    requireConfirmation();
    clearNeedToConfirm();
    expect(queryClient.getQueryData(['profile'])).toEqual({ fullname: 'Ola Nordmann' });
  });
});

describe('changes without a network', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('are tried and answered, not held back until the network returns', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const change = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new Error('The server could not be reached')),
    });
    await expect(change.execute(undefined)).rejects.toThrow('The server could not be reached');
  });
});
