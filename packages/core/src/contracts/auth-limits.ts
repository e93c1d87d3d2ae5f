/**
 * Longest password the server hashes: argon2 time must not grow with whatever a client sends.
 * In a module without zod, since the login form checks it (validation/login-rules.ts).
 */
export const PASSWORD_MAX_CHARS = 1024;
