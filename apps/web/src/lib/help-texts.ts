import { HELP_TEXT, textsResponseSchema } from '@slakteweb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The cooperative's help texts (HTML) from GET /api/external/texts, shared by several screens.
 * Refetched when older than 10 minutes (spec §3, §9). Public: works before login too.
 */
export type HelpTextName = (typeof HELP_TEXT)[keyof typeof HELP_TEXT];

export const HELP_TEXTS_STALE_MS = 600_000;

export function getHelpTexts(signal?: AbortSignal): Promise<Record<string, string>> {
  return api.get('/api/external/texts', textsResponseSchema, { signal }).then((r) => r.texts);
}

export const helpTextsQueryOptions = () =>
  queryOptions({
    queryKey: ['help-texts'],
    queryFn: ({ signal }) => getHelpTexts(signal),
    staleTime: HELP_TEXTS_STALE_MS,
  });

/**
 * One help text, or undefined while loading, on error, or when the cooperative has none:
 * screens then show their built-in text.
 */
export function useHelpText(name: HelpTextName): string | undefined {
  const { data } = useQuery(helpTextsQueryOptions());
  const text = data?.[name];
  return text && text.trim() !== '' ? text : undefined;
}
