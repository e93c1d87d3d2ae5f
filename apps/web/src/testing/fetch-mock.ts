import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  /** The form body as a plain object (each name once); empty for other bodies. */
  form: Record<string, string>;
  /** A JSON body, parsed; undefined for other bodies. */
  json: unknown;
  headers: Headers;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * Replaces fetch with `handler` and records every request. Answers 404 for anything the
 * handler does not know, so a test notices an unexpected call.
 */
export function mockFetch(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const form: Record<string, string> = {};
    if (init?.body instanceof URLSearchParams) {
      init.body.forEach((value, name) => {
        form[name] = value;
      });
    }
    let json: unknown;
    if (typeof init?.body === 'string') {
      try {
        json = JSON.parse(init.body);
      } catch {
        json = undefined;
      }
    }
    const request = { method: init?.method ?? 'GET', url, form, json, headers: new Headers(init?.headers) };
    requests.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
