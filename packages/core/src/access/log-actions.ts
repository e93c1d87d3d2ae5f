import type { AccessLogEntry } from '../contracts/access.js';

/**
 * What a person did or saw for a farm, as the log stores it (`action`, with the `target` it names)
 * and as the farmer reads it in 'Hva andre har gjort'. An action the web does not know (a newer
 * server) still reads as the address it names.
 */
export const ACCESS_LOG_ACTIONS = {
  'settlement.viewed': (t: string) => `Så avregning nr ${t}`,
  'temp-settlement.viewed': (t: string) => `Så foreløpig slakteoppgjør ${t}`,
  'settlements.period-viewed': (t: string) => `Så avregninger for ${t}`,
  'excel.downloaded': (t: string) => `Lastet ned Excel ${t}`.trim(),
  'pdf.downloaded': (t: string) => `Lastet ned PDF ${t}`.trim(),
  'documents.viewed': () => 'Så dokumentene',
  // The document as the farmer knows it ('Faktura F2026-10001-013'), or 'zip med 3 dokumenter'.
  'document.downloaded': (t: string) => (t ? `Lastet ned ${t}` : 'Lastet ned et dokument'),
  'balance.viewed': () => 'Så saldoen',
  // The figures of a kind or type ('Lam') come with its diseases and discards.
  'statistics.viewed': (t: string) => (t ? `Så statistikk og helsetall for ${t}` : 'Så statistikken'),
  // 'Hvor står gården': the farm's health findings beside the other farms'.
  'health.viewed': (t: string) => (t ? `Så helsetall for ${t} sammenlignet med andre gårder` : 'Så helsetall sammenlignet med andre gårder'),
  'health-report.downloaded': (t: string) => `Lastet ned helserapport ${t}`.trim(),
  'cattle.viewed': () => 'Så Mine storfe',
  'enrolments.viewed': () => 'Så innsendte innmeldinger',
  'enrolment.sent': (t: string) => `Sendte innmelding ${t}`.trim(),
  'enrolment.deleted': (t: string) => `Slettet innmelding ${t}`.trim(),
  'enrolment.deletion-requested': (t: string) => `Ba om sletting av innmelding ${t}`.trim(),
  'draft.saved': () => 'Lagret et utkast til innmelding',
  'prognosis.viewed': () => 'Så prognosen',
  'prognosis.answered': () => 'Svarte på prognosen',
  'messages.viewed': () => 'Så meldingene',
  'dashboard.viewed': () => 'Åpnet forsiden',
} as const satisfies Record<string, (target: string) => string>;
export type AccessLogAction = keyof typeof ACCESS_LOG_ACTIONS;

/** The log line as the farmer reads it: 'Så avregning nr 100010130'. */
export function describeAccessLogEntry(entry: Pick<AccessLogEntry, 'action' | 'target'>): string {
  const describe = (ACCESS_LOG_ACTIONS as Record<string, ((target: string) => string) | undefined>)[entry.action];
  return describe ? describe(entry.target) : `Åpnet ${entry.target}`.trim();
}
