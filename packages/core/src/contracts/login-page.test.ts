import { describe, expect, it } from 'vitest';
import { isLoggedInTag } from './login-page.js';

describe('the logged-in marker’s tag', () => {
  it('is what the server (16 random bytes, base64url) and the app (a random UUID) draw', () => {
    expect(isLoggedInTag('q7Vn0c3yZ-8_kL2mX1pA9w')).toBe(true);
    expect(isLoggedInTag('3f1c2a9e-7b4d-4c1e-9a0f-2d6b8e5c7a11')).toBe(true);
  });

  it('is not the fixed value markers had before, nor anything short, long, or with other characters', () => {
    expect(isLoggedInTag('1')).toBe(false);
    expect(isLoggedInTag('')).toBe(false);
    expect(isLoggedInTag('short-tag')).toBe(false);
    expect(isLoggedInTag('x'.repeat(65))).toBe(false);
    expect(isLoggedInTag('q7Vn0c3yZ-8_kL2mX1pA9w;path=/')).toBe(false);
    expect(isLoggedInTag(undefined)).toBe(false);
  });
});
