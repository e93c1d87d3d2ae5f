// The page-side probes of bench/slow-line.ts: expressions evaluated in the page every animation
// frame (page.waitForFunction), each answering the page clock's time once its condition holds.

/**
 * The moment (page clock) a condition first holds, checked every frame. The checks read the DOM
 * only (properties and textContent, never innerText or a size): on a CPU slowed four times, a
 * style and layout forced every frame would be the bench's own cost in every figure.
 * `formSelector`: /login's HTML draws a form of its own before the app starts (#html-login,
 * apps/web/vite-plugins/login-page.ts), which the browser can send itself: the login is usable
 * with either form; the bench types into the app's own form, so it fills in only once that one
 * is there.
 */
const usableForm = (formSelector: string) => `(() => {
  const form = document.querySelector(${JSON.stringify(formSelector)});
  const user = form?.querySelector('input[autocomplete="username"]');
  const send = form?.querySelector('button[type="submit"]');
  return user && send && !user.disabled && !send.disabled ? performance.now() : false;
})()`;
export const whenUsable = usableForm('form');
export const whenAppFormUsable = usableForm('form:not(#html-login)');
/** Both on the page's clock, in one probe: [login usable, the app's form there]. */
export const whenUsableThenAppForm = `(() => {
  if (window.__usableAt === undefined) {
    const at = ${whenUsable};
    if (at !== false) window.__usableAt = at;
  }
  const app = ${whenAppFormUsable};
  return window.__usableAt !== undefined && app !== false ? [window.__usableAt, app] : false;
})()`;
/**
 * The app's dashboard itself, in #root: shown (#root not hidden, no kept dashboard before it), its
 * heading 'Oversikt' (not any page's), and no 'Laster inn...' left.
 */
const whenAppDashboard = `(() => {
  if (!location.pathname.endsWith('/dashboard') || document.getElementById('dashboard-snapshot')) return false;
  const root = document.getElementById('root');
  if (!root || root.hidden) return false;
  const heading = root.querySelector('main h1');
  if (!heading || heading.textContent.trim() !== 'Oversikt') return false;
  if ((root.textContent ?? '').includes('Laster inn')) return false;
  return performance.now();
})()`;
/** The dashboard shown: the one the device kept (apps/web lib/offline/dashboard-snapshot.ts), or the app's. */
export const whenDashboardShown = `(() => {
  const kept = document.querySelector('#dashboard-snapshot main h1');
  if (location.pathname.endsWith('/dashboard') && kept && kept.textContent.trim() === 'Oversikt') return performance.now();
  return ${whenAppDashboard};
})()`;
/** [shown, the app has taken over]: the first time each held (page clock). */
export const whenDashboardShownThenApp = `(() => {
  if (window.__dashboardShownAt === undefined) {
    const at = ${whenDashboardShown};
    if (at !== false) window.__dashboardShownAt = at;
  }
  const app = ${whenAppDashboard};
  return window.__dashboardShownAt !== undefined && app !== false ? [window.__dashboardShownAt, app] : false;
})()`;

export const pressLogin = `(() => {
  const at = performance.now();
  document.querySelector('form button[type="submit"]').click();
  return at;
})()`;
