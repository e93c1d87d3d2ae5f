/**
 * An IntersectionObserver that sees every observed element at once: in jsdom nothing is ever in
 * view, so a test stubs this in (vi.stubGlobal) to put a paged dropdown's end in view and make it
 * load its next page.
 */
export class SeeingObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
