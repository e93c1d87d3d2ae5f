/** Form fields named like `recieve_accounting[]` arrive with the brackets; drop them. */
export function normaliseFormKeys(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) out[key.replace(/\[\]$/, '')] = value;
  return out;
}
