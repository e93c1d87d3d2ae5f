/**
 * Query parameters whose values may appear in a log line; every other value is replaced. An
 * allowlist, so a secret sent under a name nobody thought of (`password[]`, `pass%77ord`, a typo)
 * is not logged either.
 */
const LOGGABLE_PARAMS = new Set(['impersonateUsername', 'settlement_no']);

/** Names that carry credentials or tokens, as the parsed name reads (decoded, `[]` dropped, any case). */
const CREDENTIAL_PARAM = /^(password|new_password|t|token|code|recovery_code)$/i;

/**
 * The URL for a request log. The query is parsed as the server parses it, so names and values are
 * judged decoded. A query carrying a credential in any form (the login's documented query form)
 * is left out whole; otherwise only the allowlisted values are kept.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  const params = new URLSearchParams(url.slice(mark + 1));
  const names = [...params.keys()];
  if (names.some((name) => CREDENTIAL_PARAM.test(name.replace(/\[\]$/, '').trim()))) return `${path}?[REDACTED]`;
  const kept = new URLSearchParams();
  for (const [name, value] of params) kept.append(name, LOGGABLE_PARAMS.has(name) ? value : '[REDACTED]');
  return `${path}?${kept.toString()}`;
}
