/** Query parameters whose values never go into a log line. */
const SECRET_PARAMS = /([?&](?:password|new_password|t|token)=)[^&#]*/gi;

/** The URL with credential and token values replaced, for request logs. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[REDACTED]');
}
