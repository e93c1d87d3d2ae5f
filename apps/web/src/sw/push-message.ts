/**
 * What a push message says: the server sends `{ title, body, url }` as JSON and nothing private
 * (no amounts). Anything else, or a link that leaves the portal, falls back to a plain notice
 * that opens the portal's start page: a notification never sends the farmer to another site.
 */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

const FALLBACK_TITLE = 'Slakteweb';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The link to open, resolved against the portal's scope and kept inside it. */
export function portalUrl(value: unknown, scope: string): string {
  const raw = text(value);
  if (raw === undefined) return scope;
  try {
    const url = new URL(raw, scope);
    return url.href.startsWith(scope) ? url.href : scope;
  } catch {
    return scope;
  }
}

export function parsePushMessage(payload: unknown, scope: string): PushMessage {
  const data = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  return {
    title: text(data.title) ?? FALLBACK_TITLE,
    body: text(data.body) ?? '',
    url: portalUrl(data.url, scope),
  };
}
