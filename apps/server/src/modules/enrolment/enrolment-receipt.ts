import {
  ANIMAL_GROUP_LABEL,
  type AnimalGroup,
  CONFIRM_TEXT,
  EXTRA_CONFIRM_FLAG,
  EXTRA_CONFIRM_TEXT,
  formatDateLong,
  formatDeadline,
  formatTime,
  healthRemarkWithComment,
  type RegisteredEnrolmentPart,
  type RegisteredEnrolmentRow,
  RETURN_MEAT_WORD,
  returnSkinWord,
  weekLabel,
} from '@slakteweb/core';
import type { Mail } from '../../lib/mailer.js';

/**
 * The e-mail receipt of a slaughter enrolment, sent when the farm's profile asks for it
 * (`recieve_registered_slaughter`): what was registered — the week, the rows, the comment, the
 * confirmations — and until when it can be deleted. Built from the enrolment as stored, the same
 * part the submitted view shows, so the mail never says something the portal does not.
 */

export interface ReceiptContext {
  companyName: string;
  support: { email: string; phone: string };
  /** Where the farmer sees the enrolment: the portal's submitted view. */
  link: string;
  fullname: string;
  group: AnimalGroup;
  week: { year: number; week: number };
  /** A person who registered for the farm, named in the receipt: 'Kari Hansen (Innmelder)'. */
  registeredBy?: { name: string; roleName: string };
}

/** One row as a line: '1 Ku 12345-00004, returkjøtt 1'. */
function rowLine(row: RegisteredEnrolmentRow): string {
  const what = [`${row.amount} ${row.product_text}`.trim(), row.animal_id].filter(Boolean).join(' ');
  const extras = [
    row.club_no ? `klubbnr. ${row.club_no}` : null,
    row.race_name ? `rase ${row.race_name}` : null,
    row.return_meat_count > 0 ? `${RETURN_MEAT_WORD} ${row.return_meat_count}` : null,
    row.return_skin_count > 0 ? `${returnSkinWord(row.animal_category)} ${row.return_skin_count}` : null,
    row.comment ? `kommentar: ${row.comment}` : null,
  ].filter(Boolean);
  const health = row.health_remarks.map((h) => `    Helseavvik${h.animal_id ? ` ${h.animal_id}` : h.amount > 1 ? ` (${h.amount} dyr)` : ''}: ${healthRemarkWithComment(h)}`);
  return [`  - ${what}${extras.length > 0 ? `, ${extras.join(', ')}` : ''}`, ...health].join('\n');
}

export function receiptMail(to: string, part: RegisteredEnrolmentPart, ctx: ReceiptContext): Mail {
  const groupLabel = ANIMAL_GROUP_LABEL[ctx.group];
  const confirmations = part.confirmations.map((flag) => `  - ${flag === EXTRA_CONFIRM_FLAG ? EXTRA_CONFIRM_TEXT : CONFIRM_TEXT[flag].label}`);
  const lines = [
    `Hei ${ctx.fullname},`,
    '',
    `Vi har registrert innmeldingen din av slakt (${groupLabel.toLowerCase()}), sendt ${formatDateLong(part.sent_at)} kl. ${formatTime(part.sent_at)}.`,
    ...(ctx.registeredBy ? [`Registrert av ${ctx.registeredBy.name} (${ctx.registeredBy.roleName})`] : []),
    '',
    `${weekLabel('slaughter', ctx.group)}: uke ${ctx.week.week} ${ctx.week.year}`,
    'Dyr:',
    ...part.animal_rows.map(rowLine),
    ...(part.comment ? ['', `Kommentar: ${part.comment}`] : []),
    ...(part.return_meat_pickup_location ? ['', `Henting av returkjøtt: ${part.return_meat_pickup_location}`] : []),
    ...(confirmations.length > 0 ? ['', 'Bekreftet ved innsending:', ...confirmations] : []),
    '',
    `Innmeldingen kan slettes til ${formatDeadline(new Date(part.delete_deadline))}.`,
    `Se innmeldingen: ${ctx.link}`,
    '',
    `Hilsen ${ctx.companyName}`,
    `${ctx.support.email} · ${ctx.support.phone}`,
    '',
  ];
  return {
    to,
    subject: `${ctx.companyName}: kvittering for innmelding av slakt, ${groupLabel.toLowerCase()} uke ${ctx.week.week}`,
    text: lines.join('\n'),
  };
}
