import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearLoggedInCookie } from '@/lib/logged-in-cookie';
import { queryClient } from '@/lib/query-client';
import { resetSessionFromStorage } from '@/lib/session';
import { toast } from '@/lib/toast';

// findBy…/waitFor wait up to 5 s instead of 1 s: on a busy two-core machine a screen can take
// longer than a second to settle. A passing test is no slower; only a failure takes longer to say so.
configure({ asyncUtilTimeout: 5000 });

// Every test starts logged out, with empty storage, cache and toasts.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearLoggedInCookie();
  resetSessionFromStorage();
  queryClient.clear();
  toast.clear();
  // Online again: a test whose request could not reach the server leaves none of it behind (lib/offline/network-state.ts).
  window.dispatchEvent(new Event('online'));
});

// jsdom has no layout observers; the carousel (Embla) needs them to exist. They never fire here.
class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', { value: NoopObserver, configurable: true, writable: true });
}
if (!('IntersectionObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: NoopObserver, configurable: true, writable: true });
}
