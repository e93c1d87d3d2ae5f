import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { getMe } from '@/lib/me';
import { chooseFarm, getMyFarms } from './my-farms';

describe('a person\'s farms', () => {
  it('reads who is logged in, their farms, and chooses a farm', async () => {
    const me = { kind: 'person', name: 'Rita Regnskap', acting_for: { supplier_no: '10001', fullname: 'Ola Nordmann', role: 'accountant' }, permissions: ['balance.read'] };
    const farms = { farms: [{ supplier_no: '10001', fullname: 'Ola Nordmann', role: 'accountant' }], acting_for: '10001' };
    const { requests } = mockFetch((request) => {
      if (request.url.pathname === '/api/me') return jsonResponse(200, me);
      if (request.url.pathname === '/api/me/farms') return jsonResponse(200, farms);
      return jsonResponse(200, { ok: true });
    });
    await expect(getMe()).resolves.toEqual(me);
    await expect(getMyFarms()).resolves.toEqual(farms);
    await chooseFarm('10003');
    expect(requests[2]?.json).toEqual({ supplier_no: '10003' });
  });
});
