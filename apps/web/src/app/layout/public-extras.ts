// What the logged-out pages load once the login page is usable, in one download: the footer, and
// the accessibility statement and privacy information it links (router.tsx, public-layout.tsx).
// One chunk keeps the login page's first download from naming more files (bench/web-bundle.ts).
export { Footer } from './footer';
export { InfoPage } from '../routes/info-pages';
