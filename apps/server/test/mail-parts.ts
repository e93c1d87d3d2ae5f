import { readMail } from './harness.js';

export interface ParsedMail {
  to: string;
  subject: string;
  /** A header of the mail's head by name (folded lines joined), '' when absent. */
  header: (name: string) => string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded; '' when none. */
  html: string;
  /** The attachments' file names. */
  attachments: string[];
}

function decodePart(headers: string, body: string): string {
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return readMail(`Content-Transfer-Encoding: quoted-printable\n\n${body}`).text;
  return body;
}

/** A mail of the outbox with its parts (multipart/alternative and mixed, one level each). */
export function parseMail(raw: string): ParsedMail {
  const { to, subject } = readMail(raw);
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  const parts: { headers: string; body: string }[] = [];
  const collect = (text: string) => {
    const boundaries = [...text.matchAll(/boundary="?([^";\s]+)"?/gi)].map((m) => m[1]!);
    const boundary = boundaries[0];
    if (!boundary) return;
    for (const chunk of text.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const at = chunk.search(/\r?\n\r?\n/);
      const headers = chunk.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
      const body = chunk.slice(at).replace(/^\r?\n\r?\n/, '').replace(/\r?\n$/, '');
      if (/Content-Type: multipart\//i.test(headers)) collect(chunk);
      else parts.push({ headers, body });
    }
  };
  if (/multipart\//i.test(header('Content-Type'))) collect(raw);
  else parts.push({ headers: head, body: raw.slice(split).replace(/^\r?\n\r?\n/, '') });
  const find = (type: string) => parts.find((p) => new RegExp(`Content-Type: ${type}`, 'i').test(p.headers) && !/Content-Disposition: attachment/i.test(p.headers));
  const textPart = find('text/plain');
  const htmlPart = find('text/html');
  return {
    to,
    subject,
    header,
    text: textPart ? decodePart(textPart.headers, textPart.body) : '',
    html: htmlPart ? decodePart(htmlPart.headers, htmlPart.body) : '',
    attachments: parts.flatMap((p) => {
      const name = /Content-Disposition: attachment;.*filename="?([^";]+)"?/i.exec(p.headers)?.[1];
      return name ? [name] : [];
    }),
  };
}
