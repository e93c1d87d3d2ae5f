import { describe, expect, it, vi } from 'vitest';
import { leaveNoBrokenWorker, watchForFailedUpdate } from './broken-update';

/** A service worker as the browser reports it: a state and 'statechange' events. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  to(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  unregister = vi.fn(() => Promise.resolve(true));
  /** A new release's worker starts installing. */
  update(): FakeWorker {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
}

const asRegistration = (fake: FakeRegistration) => fake as unknown as ServiceWorkerRegistration;

describe('a release whose service worker cannot be installed never keeps the old shell beyond one start', () => {
  it('unregisters the worker when the new one fails to install, so the next start comes from the network', () => {
    const registration = new FakeRegistration();
    watchForFailedUpdate(asRegistration(registration));
    const worker = registration.update();
    worker.to('redundant');
    expect(registration.unregister).toHaveBeenCalledOnce();
  });

  it('also when the failing worker was already installing when the page looked', () => {
    const registration = new FakeRegistration();
    registration.installing = new FakeWorker();
    watchForFailedUpdate(asRegistration(registration));
    registration.installing.to('redundant');
    expect(registration.unregister).toHaveBeenCalledOnce();
  });

  it('keeps a worker that installed (it waits for the next start, with the prompt), even once it is replaced later', () => {
    const registration = new FakeRegistration();
    watchForFailedUpdate(asRegistration(registration));
    const worker = registration.update();
    worker.to('installed');
    worker.to('activating');
    worker.to('activated');
    worker.to('redundant');
    expect(registration.unregister).not.toHaveBeenCalled();
  });

  it('unregisters when the server answers but the worker script cannot be had (missing or broken)', async () => {
    const unregister = vi.fn(() => Promise.resolve(true));
    const check = vi.fn(() => Promise.resolve(new Response('Not found', { status: 404 })));
    await leaveNoBrokenWorker('/sw.js', { getRegistration: () => Promise.resolve({ unregister }), fetch: check });
    expect(check).toHaveBeenCalledWith('/sw.js', { cache: 'no-store' });
    expect(unregister).toHaveBeenCalledOnce();
  });

  it('keeps the worker when the registration failed for want of a network (the portal works offline with it)', async () => {
    const unregister = vi.fn(() => Promise.resolve(true));
    await leaveNoBrokenWorker('/sw.js', { getRegistration: () => Promise.resolve({ unregister }), fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(unregister).not.toHaveBeenCalled();
  });
});
