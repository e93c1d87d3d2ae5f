/** The demo accounts, printed at start and documented in the README. Same in both variants. */
export const DEMO_PASSWORD = 'Slakteweb2026!';

export const DEMO_ACCOUNTS = [
  { username: '10001', description: 'bonde med gris, sau og storfe (KSL godkjent)' },
  { username: '10002', description: 'bonde som må bekrefte profilen ved innlogging (418)' },
  { username: '10003', description: 'bonde med bare sau, KSL ikke godkjent' },
  { username: '90001', description: 'superbruker (kundeservice), med kode fra autentiseringsapp (TOTP-hemmelighet under)' },
  { username: '90002', description: 'superbruker uten tofaktorinnlogging: setter den opp ved første innlogging' },
  { username: '10004', description: 'kun i gammelt system, med e-post (får lenke for å sette passord)' },
  { username: '10005', description: 'kun i gammelt system, uten e-post' },
  {
    username: 'regnskap@example.no',
    description: 'regnskapsfører med tilgang til 10001 og 10003: kode fra autentiseringsapp (samme hemmelighet som 90001), velger gård',
  },
] as const;

/**
 * The demo superuser's TOTP secret (base32), set up by the demo seed only: add it to an
 * authenticator app (or use the QR code in the README) to log in as 90001. A real staff member
 * sets up their own at the first login.
 */
export const DEMO_TOTP_SECRET = 'SLAKTEWEBDEMOKUNDESERVICE2345672';
