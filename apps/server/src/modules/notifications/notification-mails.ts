import { DOCUMENT_KIND_NAME, type DocumentKind, formatDate, formatKr, oreToKr } from '@slakteweb/core';
import { escapeHtml, htmlToText, sanitizeMailHtml } from '../../lib/mail-html.js';
import type { MailPayload } from './notification-payload.js';

/**
 * The texts of the notifications' mails, built when they are queued. The closing lines (why the
 * mail came, the unsubscribe link) are the sender's, the same for all.
 */

export interface Recipient {
  fullname: string;
  email: string;
}

export interface SettlementNews {
  settlement_no: string;
  settlement_date: string;
  amount_ore: number;
  has_document: boolean;
}

/** 'Ny avregning nr 100010130 fra 09.11.2026, 10 126,13 kr'. */
export function settlementLine(s: SettlementNews): string {
  return `Ny avregning nr ${s.settlement_no} fra ${formatDate(s.settlement_date)}, ${formatKr(oreToKr(s.amount_ore))}`;
}

/**
 * Settlement PDFs one mail carries at most. A settlement's PDF is some tens of kilobytes, a long
 * one a few hundred, and base64 adds a third: ten keep a mail to a few megabytes, well inside what
 * mail servers and phones on a weak line take, however many settlements an import brings. The
 * rest are named in the mail and are in the portal.
 */
export const MAX_SETTLEMENT_PDFS = 10;

/** Posted settlements of one farm in one import: one mail, with the PDF of each that has one (up to MAX_SETTLEMENT_PDFS). */
export function settlementsMail(to: Recipient, settlements: readonly SettlementNews[], publicUrl: string): MailPayload {
  const link = new URL('accountings', publicUrl).href;
  const [first] = settlements;
  const subject = settlements.length === 1 && first ? settlementLine(first) : `${settlements.length} nye avregninger`;
  const withPdf = settlements.filter((s) => s.has_document);
  const attached = withPdf.slice(0, MAX_SETTLEMENT_PDFS).map((s) => ({ settlementNo: s.settlement_no }));
  const rest = withPdf.length > attached.length ? ['', `Bare de ${MAX_SETTLEMENT_PDFS} første avregningene er lagt ved som PDF. De andre finner du i portalen.`] : [];
  return {
    to: to.email,
    subject,
    text: [`Hei ${to.fullname},`, '', ...settlements.map(settlementLine), ...rest, '', `Se avregningene: ${link}`].join('\n'),
    link,
    ...(attached.length > 0 ? { attachments: attached } : {}),
  };
}

export interface DocumentNews {
  download_id: string;
  kind: DocumentKind;
  document_no: string;
  title: string;
  has_file: boolean;
}

/** 'Nytt dokument: Faktura F2026-10001-013'. */
export function documentLine(d: DocumentNews): string {
  return `Nytt dokument: ${DOCUMENT_KIND_NAME[d.kind]} ${d.document_no}${d.title ? ` (${d.title})` : ''}`;
}

/** Documents of one farm in one import: one mail, the PDF attached when there is one. */
export function documentsMail(to: Recipient, documents: readonly DocumentNews[], publicUrl: string): MailPayload {
  const link = new URL('documents', publicUrl).href;
  const [first] = documents;
  const subject = documents.length === 1 && first ? `Nytt dokument: ${DOCUMENT_KIND_NAME[first.kind]} ${first.document_no}` : `${documents.length} nye dokumenter`;
  const withPdf = documents.length === 1 && first?.has_file ? { attachments: [{ downloadId: first.download_id }] } : {};
  return {
    to: to.email,
    subject,
    text: [`Hei ${to.fullname},`, '', ...documents.map(documentLine), '', `Se dokumentene: ${link}`].join('\n'),
    link,
    ...withPdf,
  };
}

/** A message of the cooperative, as it shows in the portal: its title, its body as HTML and as text. */
export function messageMail(to: Recipient, message: { title: string; body: string }, publicUrl: string): MailPayload {
  const link = new URL('dashboard', publicUrl).href;
  return {
    to: to.email,
    subject: message.title,
    text: [htmlToText(message.body), '', `Meldingen i portalen: ${link}`].join('\n'),
    html: `<h1>${escapeHtml(message.title)}</h1>${sanitizeMailHtml(message.body)}<p><a href="${escapeHtml(link)}">Meldingen i portalen</a></p>`,
    link,
  };
}
