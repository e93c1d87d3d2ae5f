import { describe, expect, it } from 'vitest';
import { MAX_SETTLEMENT_PDFS, type SettlementNews, settlementsMail } from './notification-mails.js';

// The settlements' mail as it is queued: which PDFs it asks the sender to attach.

const to = { fullname: 'Ola Nordmann', email: 'regnskap.nordmann@example.no' };
const news = (i: number, has_document = true): SettlementNews => ({
  settlement_no: String(100010100 + i),
  settlement_date: '2026-11-09',
  amount_ore: 100_000 + i,
  has_document,
});

describe('settlementsMail', () => {
  it('asks for one PDF per settlement that has one', () => {
    const mail = settlementsMail(to, [news(1), news(2, false), news(3)], 'http://portal.test/');
    expect(mail.attachments).toEqual([{ settlementNo: '100010101' }, { settlementNo: '100010103' }]);
    expect(mail.text).not.toContain('i portalen');
  });

  it(`attaches at most ${MAX_SETTLEMENT_PDFS} PDFs and says where the rest are`, () => {
    const settlements = Array.from({ length: MAX_SETTLEMENT_PDFS + 3 }, (_, i) => news(i));
    const mail = settlementsMail(to, settlements, 'http://portal.test/');
    expect(mail.attachments).toEqual(settlements.slice(0, MAX_SETTLEMENT_PDFS).map((s) => ({ settlementNo: s.settlement_no })));
    expect(mail.text).toContain(`Bare de ${MAX_SETTLEMENT_PDFS} første avregningene er lagt ved som PDF. De andre finner du i portalen.`);
    // Every settlement is still named in the mail.
    for (const s of settlements) expect(mail.text).toContain(`Ny avregning nr ${s.settlement_no}`);
  });

  it('attaches nothing where no settlement has a PDF', () => {
    expect(settlementsMail(to, [news(1, false)], 'http://portal.test/').attachments).toBeUndefined();
  });
});
