/**
 * The dashboard's own shell beside index.html (dashboard-shell.ts), written by the build
 * (vite-plugins/dashboard-shell.ts) and precached with the app. A module of its own: the build
 * reads it too, outside the app.
 */
export const DASHBOARD_SHELL = 'dashboard.html';
