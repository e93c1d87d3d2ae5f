import { describe, expect, it } from 'vitest';
import { parsePushMessage, portalUrl } from './push-message';

const scope = 'https://portal.example/slakteweb/';

describe('push message', () => {
  it('shows the title and body of the payload and opens its link inside the portal', () => {
    expect(parsePushMessage({ title: 'Slakteresultat klart', body: '12 lam slaktet 19.11', url: '/slakteweb/accountings' }, scope)).toEqual({
      title: 'Slakteresultat klart',
      body: '12 lam slaktet 19.11',
      url: 'https://portal.example/slakteweb/accountings',
    });
  });

  it('falls back to a plain notice that opens the start page when the payload is not the expected JSON', () => {
    expect(parsePushMessage(undefined, scope)).toEqual({ title: 'Slakteweb', body: '', url: scope });
    expect(parsePushMessage({ title: 3, body: null }, scope)).toEqual({ title: 'Slakteweb', body: '', url: scope });
  });

  it('never opens another site or a path outside the portal', () => {
    expect(portalUrl('https://evil.example/slakteweb/', scope)).toBe(scope);
    expect(portalUrl('//evil.example/x', scope)).toBe(scope);
    expect(portalUrl('/other-app/', scope)).toBe(scope);
    expect(portalUrl('javascript:alert(1)', scope)).toBe(scope);
  });
});
