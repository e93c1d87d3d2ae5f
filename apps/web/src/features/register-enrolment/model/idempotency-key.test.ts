import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSendKey, SEND_KEY_STORAGE, sendKeyFor } from './idempotency-key';

// The key a send goes under, kept in the browser until its answer is seen: a resend of the same
// enrolment after a lost answer (even after a reload) is the same request to the server.
describe('sendKeyFor', () => {
  // Each test as a fresh page (the setup clears the browser's storage).
  beforeEach(() => forgetSendKey());

  const pigs = JSON.stringify({ wanted_pickup_week: 49, animal_rows: [{ amount: 5, club_no: '1357' }] });
  const otherPigs = JSON.stringify({ wanted_pickup_week: 49, animal_rows: [{ amount: 6, club_no: '1357' }] });

  it('gives the same content the same key, from what the browser kept (as after a reload)', () => {
    const key = sendKeyFor(pigs);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(window.localStorage.getItem(SEND_KEY_STORAGE)!)).toEqual({ content: pigs, key });
    expect(sendKeyFor(pigs)).toBe(key);
  });

  it('gives changed content a new key, and keeps only the last send', () => {
    const first = sendKeyFor(pigs);
    const changed = sendKeyFor(otherPigs);
    expect(changed).not.toBe(first);
    expect(sendKeyFor(pigs)).not.toBe(first);
  });

  it("keeps a tab's key when another tab sent something else since", () => {
    const key = sendKeyFor(pigs);
    window.localStorage.setItem(SEND_KEY_STORAGE, JSON.stringify({ content: otherPigs, key: 'a'.repeat(32) }));
    expect(sendKeyFor(pigs)).toBe(key);
  });

  it('gives a new key once the answer was seen', () => {
    const first = sendKeyFor(pigs);
    forgetSendKey();
    expect(window.localStorage.getItem(SEND_KEY_STORAGE)).toBeNull();
    expect(sendKeyFor(pigs)).not.toBe(first);
  });

  it('ignores what it cannot use: broken JSON, another shape, a key the server would refuse', () => {
    for (const stored of ['{', JSON.stringify({ content: pigs }), JSON.stringify({ content: pigs, key: 'x y' })]) {
      window.localStorage.setItem(SEND_KEY_STORAGE, stored);
      const key = sendKeyFor(pigs);
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(sendKeyFor(pigs)).toBe(key);
    }
  });

  it('still gives a key where the browser refuses storage, the same for a retry in the page', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const key = sendKeyFor(pigs);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(sendKeyFor(pigs)).toBe(key);
    expect(sendKeyFor(otherPigs)).not.toBe(key);
  });
});
