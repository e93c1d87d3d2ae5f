import fc from 'fast-check';
import { z } from 'zod';
import type { RouteEntry } from '../../src/plugins/route-inventory.js';

/**
 * Requests for every route, generated from the route's own zod schemas (through their JSON Schema)
 * by fast-check: `validRequest` follows the contract; `hostileRequest` puts one hostile value
 * somewhere the server must refuse it (NUL and other control characters, 1 MB strings, 10 000
 * levels of nesting, impossible dates, wrong types, bodies that are not objects). Shared by the
 * fuzz test (a fixed seed) and bench/fuzz.ts (longer runs).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  format?: string;
};

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A JSON body: a value to encode, or raw text (deep nesting is written as text). */
  payload?: unknown;
  rawPayload?: string;
  /** What was made hostile, for the failure message. */
  note: string;
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values that follow a JSON Schema (small: lists of at most 3, strings of at most 30 characters). */
export function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((s) => arbitraryOf(s, depth + 1)));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'string': {
      if (schema.format === 'date') return fc.date({ min: new Date('2020-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 1000));
      const text = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
      // Digits a number field sent as text might hold, up to numbers no count or id can be.
      const digits = fc.stringMatching(/^\d{1,20}$/).filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? 30));
      return fc.oneof({ arbitrary: text, weight: 3 }, { arbitrary: digits, weight: 1 });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 3000 });
    case 'number': {
      const numbers = [fc.integer({ min: -10, max: 3000 }), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 })];
      // Without a bound of its own, numbers beyond 2^53 too: what JSON allows, the contract takes.
      if (schema.maximum === undefined) numbers.push(fc.constantFrom(2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21, 2 ** 63));
      return fc.oneof(...numbers);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const props = schema.properties ?? {};
      if (Object.keys(props).length === 0) return fc.jsonValue({ maxDepth: 2 });
      const record = Object.fromEntries(Object.entries(props).map(([key, s]) => [key, arbitraryOf(s, depth + 1)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const deepText = (levels: number) => '['.repeat(levels) + '1' + ']'.repeat(levels);
const MB = 'x'.repeat(1024 * 1024);

/** Strings no field may hold, whatever its schema. */
const hostileText = fc.oneof(
  fc.constantFrom('\u0000', 'abc\u0000', '\u001b[2J', '\u0007\u0008', 'x\u007f', '\u0085'),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
  fc.constant(MB),
  fc.constant('ø'.repeat(20_000)),
);

/** A path parameter's value no parameter may hold (encoded for the URL). */
const hostileParam = hostileText.map((s) => encodeURIComponent(s.slice(0, 30_000)));

/**
 * Values a strict parameter (an enum, a date, an id) must refuse too: impossible dates, paths,
 * numbers that are no ids. A free-text parameter (a statistics subkind) may take some of them, so
 * one goes only where the parameter's own schema refuses it.
 */
const hostileStrictParam = fc.oneof(
  hostileParam,
  fc.constantFrom('2026-02-30', '2026-13-45', '0000-00-00', '9999-99-99', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', 'null', '-1', '1e9999'),
);

/** Whether the route's schema for parameter `name` refuses the (URL-encoded) value. */
function refusedBy(route: RouteEntry, name: string, encoded: string): boolean {
  const field = (route.schema?.params as z.ZodObject | undefined)?.shape?.[name] as z.ZodType | undefined;
  if (!field) return true;
  try {
    return !field.safeParse(decodeURIComponent(encoded)).success;
  } catch {
    return true;
  }
}

interface PathParts {
  method: FuzzRequest['method'];
  /** The names of the URL pattern's parameters (':name'). */
  params: string[];
  pattern: string;
}

function pathParts(route: RouteEntry): PathParts {
  return { method: route.method as FuzzRequest['method'], params: route.url.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1)), pattern: route.url };
}

function fillPath(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_m, name: string) => values[name] ?? 'x');
}

function paramsArbitrary(route: RouteEntry): fc.Arbitrary<Record<string, string>> {
  const schema = jsonSchemaOf(route.schema?.params);
  const props = schema?.properties ?? {};
  return fc.record(Object.fromEntries(pathParts(route).params.map((name) => [name, arbitraryOf(props[name]).map((v) => encodeURIComponent(String(v)))])));
}

function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

interface Parts {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

/** Path parameters, query and body that follow the route's schemas. */
function partsArbitrary(route: RouteEntry): fc.Arbitrary<Parts> {
  const query = arbitraryOf(jsonSchemaOf(route.schema?.querystring)).map((q) => {
    const values = q && typeof q === 'object' ? { ...(q as Record<string, unknown>) } : {};
    // Acting for another farm is not this request's business: impersonation is left out.
    delete values.impersonateUsername;
    return values;
  });
  return fc.record({ params: paramsArbitrary(route), query, body: arbitraryOf(jsonSchemaOf(route.schema?.body)) });
}

function build(route: RouteEntry, parts: Parts, note: string): FuzzRequest {
  const url = fillPath(route.url, parts.params) + queryString(parts.query);
  return { method: pathParts(route).method, url, ...(parts.body === undefined ? {} : { payload: parts.body }), note };
}

/** A request that follows the route's contract. */
export function validRequest(route: RouteEntry): fc.Arbitrary<FuzzRequest> {
  return partsArbitrary(route).map((parts) => build(route, parts, 'valid'));
}

/** Path parameters and query of one read, by the route's URL pattern: what a farm's data names. */
export type KnownReads = Record<string, { params?: Record<string, string>; query?: Record<string, string> }[]>;

/**
 * Reads of a GET route: each read the farm's data names (`known`, its path parameters filled in,
 * the rest following the contract), then `perRoute` more that follow the contract, from `seed`.
 */
export function readRequests(route: RouteEntry, known: KnownReads, seed: number, perRoute: number): FuzzRequest[] {
  const planned = known[route.url] ?? [];
  const samples = fc.sample(partsArbitrary(route), { seed, numRuns: planned.length + perRoute });
  return samples.map((parts, i) => {
    const read = planned[i];
    if (!read) return build(route, parts, 'read back');
    const params = { ...parts.params, ...Object.fromEntries(Object.entries(read.params ?? {}).map(([k, v]) => [k, encodeURIComponent(v)])) };
    return build(route, { ...parts, params, query: read.query ?? parts.query }, 'read back of the farm’s data');
  });
}

/** Every position of a leaf in a generated value, as a path of keys. */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length === 0 ? [path] : value.flatMap((v, i) => leafPaths(v, [...path, i]));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : entries.flatMap(([k, v]) => leafPaths(v, [...path, k]));
  }
  return [path];
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...tail] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaceAt((value as Record<string | number, unknown>)[head!], tail, replacement);
  return copy;
}

/** Where a hostile value goes, and which. */
const hostileKind = fc.constantFrom('body-leaf', 'body-wrong-type', 'body-new-key', 'body-whole', 'body-deep', 'param', 'query');

/**
 * A request with one hostile value that the server must refuse wherever it is: a control
 * character or a string beyond every limit in a body field (known or not), a field of the wrong
 * type, nesting beyond every limit, a body that is not an object, a path parameter that names
 * nothing, a hostile query value.
 */
export function hostileRequest(route: RouteEntry): fc.Arbitrary<FuzzRequest> {
  const hasBody = route.schema?.body !== undefined;
  const hasParams = pathParts(route).params.length > 0;
  const kinds = hostileKind.filter((k) => (k.startsWith('body') ? hasBody : k === 'param' ? hasParams : true));
  return fc
    .record({ parts: partsArbitrary(route), kind: kinds, text: hostileText, param: hostileParam, strictParam: hostileStrictParam, pick: fc.nat(), whole: fc.constantFrom(null, [], 'text', 42, true, [[[]]]) })
    .map(({ parts, kind, text, param: anyParam, strictParam, pick, whole }): FuzzRequest => {
      const body = parts.body ?? {};
      switch (kind) {
        case 'body-leaf': {
          const paths = leafPaths(body);
          const path = paths[pick % paths.length]!;
          return build(route, { ...parts, body: replaceAt(body, path, text) }, `body ${path.join('.') || '(whole)'} hostile text`);
        }
        case 'body-wrong-type': {
          // An object where the contract has a text, a number or a flag: never a valid value.
          const paths = leafPaths(body);
          const path = paths[pick % paths.length]!;
          return build(route, { ...parts, body: replaceAt(body, path, { unexpected: [1] }) }, `body ${path.join('.') || '(whole)'} of the wrong type`);
        }
        case 'body-new-key':
          return build(route, { ...parts, body: { ...(body as object), [`extra_${pick % 5}`]: text } }, 'hostile text in an unknown body key');
        case 'body-whole':
          return build(route, { ...parts, body: whole }, `body is ${JSON.stringify(whole)}`);
        case 'body-deep': {
          const json = JSON.stringify(body);
          const raw = json.startsWith('{') && json.length > 2 ? `{"nested":${deepText(10_000)},${json.slice(1)}` : deepText(10_000);
          const { payload: _payload, ...request } = build(route, parts, '10 000 levels of nesting');
          return { ...request, rawPayload: raw };
        }
        case 'param': {
          const names = pathParts(route).params;
          const name = names[pick % names.length]!;
          const param = refusedBy(route, name, strictParam) ? strictParam : anyParam;
          return build(route, { ...parts, params: { ...parts.params, [name]: param } }, `path parameter ${name} = ${param.slice(0, 40)}`);
        }
        case 'query':
        default: {
          const name = pick % 2 === 0 ? 'impersonateUsername' : `q${pick % 7}`;
          return build(route, { ...parts, query: { ...parts.query, [name]: text.slice(0, 30_000) } }, `query ${name} hostile`);
        }
      }
    });
}

/** Routes to fuzz: the API's, less logout (it ends the fuzzing session, which is its job). */
export function fuzzedRoutes(routes: RouteEntry[]): RouteEntry[] {
  return routes.filter((r) => r.url.startsWith('/api/') && r.url !== '/api/logout');
}
