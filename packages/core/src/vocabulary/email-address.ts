/**
 * The longest e-mail address a person may have (RFC 5321's limit for a path). In a module of its
 * own, since the login form checks it (validation/login-rules.ts): from access-roles.ts it took
 * the roles and the permission list into the login page's first download.
 */
export const ACCESS_EMAIL_MAX_CHARS = 254;
