import { describe, expect, it } from 'vitest';
import { showsBottomBar } from './bottom-bar';

describe('where the Min konto bar shows', () => {
  // Spec §2 Layout, in both variants: midtnorge's profile button in the top menu does not replace it.
  it.each(['/dashboard', '/documents', '/accountings', '/statistics', '/profile'])('on %s', (pathname) => {
    expect(showsBottomBar(pathname)).toBe(true);
  });

  it('not on profile edit, which has its own Avbryt and Utfør endring', () => {
    expect(showsBottomBar('/profile/edit')).toBe(false);
  });
});
