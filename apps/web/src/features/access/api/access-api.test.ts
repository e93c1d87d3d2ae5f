import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { acceptInvitation } from './accept-invitation';
import { createInvitation, endGrant, withdrawInvitation } from './change-access';
import { getAccessLog } from './get-access-log';
import { getAccessOverview } from './get-access';

const invitation = { id: 7, email: 'vet@example.no', role: 'vet', until: null, sent: '2026-11-28T08:00:00+01:00' };

describe('the access API', () => {
  it('sends an invitation as a form, leaving out an empty end date', async () => {
    const { requests } = mockFetch(() => jsonResponse(201, { invitation }));

    await expect(createInvitation({ email: 'vet@example.no', role: 'vet', until: '' })).resolves.toEqual(invitation);

    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/access/invitations');
    expect(requests[0]?.form).toEqual({ email: 'vet@example.no', role: 'vet' });
  });

  it('gives the 422 field messages to the form', async () => {
    mockFetch(() => jsonResponse(422, { code: 'INVALID_INPUT', message: 'Ugyldig', fields: { email: 'Denne personen har allerede tilgang til gården.' } }));
    await expect(createInvitation({ email: 'a@b.no', role: 'vet' })).rejects.toMatchObject({
      status: 422,
      fields: { email: 'Denne personen har allerede tilgang til gården.' },
    });
  });

  it('withdraws an invitation and ends a grant with DELETE, answered 204', async () => {
    const { requests } = mockFetch(() => new Response(null, { status: 204 }));
    await withdrawInvitation(7);
    await endGrant(3);
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['DELETE /api/access/invitations/7', 'DELETE /api/access/grants/3']);
  });

  it('reads the list, and the log page by page', async () => {
    const { requests } = mockFetch((request) =>
      request.url.pathname === '/api/access'
        ? jsonResponse(200, { grants: [], invitations: [invitation] })
        : jsonResponse(200, { log: [], next: null }),
    );
    await expect(getAccessOverview()).resolves.toEqual({ grants: [], invitations: [invitation] });
    await getAccessLog(null);
    await getAccessLog('2026-11-01T10:00:00+01:00|12');
    expect(requests[1]?.url.searchParams.get('before')).toBeNull();
    expect(requests[2]?.url.searchParams.get('before')).toBe('2026-11-01T10:00:00+01:00|12');
    expect(requests[2]?.url.searchParams.get('limit')).toBe('50');
  });

  it('accepts an invitation with JSON', async () => {
    const farm = { supplier_no: '10001', fullname: 'Ola Nordmann', role: 'vet' };
    const { requests } = mockFetch(() => jsonResponse(200, { farm }));
    expect(await acceptInvitation({ t: 'abc', fullname: 'Vera Veterinær', password: 'Hemmelig123!' })).toEqual({ farm });
    expect(requests[0]?.url.pathname).toBe('/api/access/accept');
    expect(requests[0]?.json).toEqual({ t: 'abc', fullname: 'Vera Veterinær', password: 'Hemmelig123!' });
  });
});
