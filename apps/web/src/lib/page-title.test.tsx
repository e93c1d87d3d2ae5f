import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from './page-title';

function Screen({ title }: { title: string }) {
  usePageTitle(title);
  return <h1>{title}</h1>;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

it('writes the title in the same commit as the screen, so the heading is never shown under the title of the screen before', async () => {
  // Outside act(), as in the browser: React commits, then runs its passive effects later.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  document.title = pageTitle('Personvern');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);

  // What a screen reader, the browser's tab or a test sees the moment the heading is in the page.
  const titleWhenShown = new Promise<string>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!container.querySelector('h1')) return;
      observer.disconnect();
      resolve(document.title);
    });
    observer.observe(container, { childList: true, subtree: true });
  });
  root.render(<Screen title="Tilgjengelighetserklæring" />);

  expect(await titleWhenShown).toBe('Tilgjengelighetserklæring - Slakteweb');
  root.unmount();
  container.remove();
});
