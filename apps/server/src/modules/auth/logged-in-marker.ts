import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { LOGGED_IN_COOKIE, LOGGED_IN_COOKIE_MAX_AGE_SECONDS } from '@slakteweb/core';

/**
 * The logged-in marker (core contracts/login-page.ts), as the server sets it after the login
 * page's form post: a new random tag at every login, so what the device kept of the dashboard for
 * an earlier login (apps/web lib/offline/dashboard-snapshot.ts) is never shown for this one.
 */
export function setLoggedInMarker(reply: FastifyReply, options: { basePath: string; secure: boolean }): void {
  reply.setCookie(LOGGED_IN_COOKIE, randomBytes(16).toString('base64url'), {
    // The app reads and refreshes it (apps/web lib/logged-in-cookie.ts): not HttpOnly.
    httpOnly: false,
    sameSite: 'lax',
    secure: options.secure,
    path: options.basePath,
    maxAge: LOGGED_IN_COOKIE_MAX_AGE_SECONDS,
  });
}

/** At logout, also for a browser whose app did not run (it clears the marker itself otherwise). */
export function clearLoggedInMarker(reply: FastifyReply, basePath: string): void {
  reply.clearCookie(LOGGED_IN_COOKIE, { path: basePath });
}
