import { describe, expect, it } from 'vitest';
import { loggedInTag } from '@/lib/logged-in-tag';
import { startSession } from '@/lib/session';
import { applyImpersonationInput, endImpersonation } from './impersonation';

describe('seeing the portal as another user', () => {
  it('gives the logged-in marker a new tag when it starts and when it ends, so nothing kept for one farm is shown for the other', () => {
    startSession(false, '90001');
    const own = loggedInTag();
    expect(applyImpersonationInput('10003')).toEqual({ kind: 'started', username: '10003' });
    const asFarmer = loggedInTag();
    expect(asFarmer).not.toBeNull();
    expect(asFarmer).not.toBe(own);
    endImpersonation();
    expect(loggedInTag()).not.toBeNull();
    expect([own, asFarmer]).not.toContain(loggedInTag());
  });

  it('leaves the tag as it is for empty input, which changes nothing', () => {
    startSession(false, '90001');
    const own = loggedInTag();
    applyImpersonationInput('  ');
    expect(loggedInTag()).toBe(own);
  });
});
