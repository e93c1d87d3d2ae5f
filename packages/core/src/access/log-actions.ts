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
  'document.downloaded': (t: string) => `Lastet ned dokument ${t}`.trim(),
  'balance.viewed': () => 'Så saldoen',
  'statistics.viewed': (t: string) => `Så statistikken ${t}`.trim(),
  'health.viewed': (t: string) => `Så sykdom og kassasjon ${t}`.trim(),
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
