import { describe, expect, it } from 'vitest';
import { showsBottomBar } from './bottom-bar';

describe('where the Min konto bar shows', () => {
  it('without a profile button in the top menu (standard): everywhere but profile edit', () => {
    expect(showsBottomBar('/dashboard', false)).toBe(true);
    expect(showsBottomBar('/profile', false)).toBe(true);
    expect(showsBottomBar('/profile/edit', false)).toBe(false);
  });

  it('with the profile button (midtnorge): only on the profile, as its way back', () => {
    expect(showsBottomBar('/dashboard', true)).toBe(false);
    expect(showsBottomBar('/documents', true)).toBe(false);
    expect(showsBottomBar('/profile', true)).toBe(true);
    expect(showsBottomBar('/profile/edit', true)).toBe(false);
  });
});
