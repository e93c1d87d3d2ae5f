import { expect } from 'vitest';
import { formRequest, readMail, sessionCookie, type TestContext } from './harness.js';

/** The farm's access list as an answer has it. */
export interface Listed {
  grants: { id: number; email: string }[];
  invitations: { id: number; email: string }[];
}

/**
 * The farmer's access list as its tests call it (access-invitations.test.ts, access-grants.test.ts),
 * on the test context each file makes in its beforeAll.
 */
export function accessCalls(context: () => TestContext) {
  const json = (cookie?: string) => ({ headers: { origin: 'http://portal.test', ...(cookie ? { cookie } : {}) } });
  const form = formRequest;

  function invite(cookie: string, body: Record<string, string>, query = '') {
    return context().app.inject({ method: 'POST', url: `/api/access/invitations${query}`, ...json(cookie), payload: body });
  }

  function accept(body: Record<string, string>, cookie?: string) {
    return context().app.inject({ method: 'POST', url: '/api/access/accept', ...json(cookie), payload: body });
  }

  /** The token of the invitation link in the newest mail. */
  function lastInvitationToken(): string {
    const { text } = readMail(context().outbox().at(-1)!);
    const link = /http:\/\/portal\.test\/tilgang\/godta\?t=(\S+)/.exec(text);
    if (!link) throw new Error(`no invitation link in:\n${text}`);
    return decodeURIComponent(link[1]!);
  }

  /** The farm's access list as `cookie` sees it (10001 unless impersonating). */
  async function listOf(cookie: string, query = ''): Promise<Listed> {
    return (await context().app.inject({ method: 'GET', url: `/api/access${query}`, ...json(cookie) })).json<Listed>();
  }

  /** The grant of the person with `email` in a list. */
  const grantOf = (list: Listed, email: string) => list.grants.find((g) => g.email === email);

  /** Invites `email` to 10001 and accepts as a new person; returns the person's session cookie. */
  async function newPerson(email: string, role = 'accountant', farmer?: string): Promise<string> {
    const cookie = farmer ?? (await context().login('10001'));
    expect((await invite(cookie, { email, role })).statusCode).toBe(201);
    const res = await accept({ t: lastInvitationToken(), fullname: 'Rita Regnskap', password: 'Sommer-2027-x' });
    expect(res.statusCode, res.body).toBe(200);
    return sessionCookie(res);
  }

  return { json, form, invite, accept, lastInvitationToken, listOf, grantOf, newPerson };
}
