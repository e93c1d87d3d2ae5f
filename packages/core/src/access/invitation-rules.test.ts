import { describe, expect, it } from 'vitest';
import { describeAccessLogEntry } from './log-actions.js';
import { INVITATION_MESSAGES, invitationProblems, normaliseAccessEmail } from './invitation-rules.js';

const today = '2026-11-28';

describe('an invitation', () => {
  it('is fine with an address, a role and no end date, or an end date from today', () => {
    expect(invitationProblems({ email: ' Regnskap@Example.no ', role: 'accountant' }, today)).toEqual({});
    expect(invitationProblems({ email: 'vet@example.no', role: 'vet', until: '2026-11-28' }, today)).toEqual({});
    expect(invitationProblems({ email: 'vet@example.no', role: 'vet', until: '2036-11-28' }, today)).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(invitationProblems({ email: 'ikke-en-adresse', role: 'owner', until: '2026-11-27' }, today)).toEqual({
      email: INVITATION_MESSAGES.email,
      role: INVITATION_MESSAGES.role,
      until: INVITATION_MESSAGES.untilPast,
    });
    expect(invitationProblems({ email: 'a@b.no', role: 'family', until: '2026-02-30' }, today).until).toBe(INVITATION_MESSAGES.untilFormat);
    expect(invitationProblems({ email: 'a@b.no', role: 'family', until: '2036-11-29' }, today).until).toBe(INVITATION_MESSAGES.untilTooFar);
    expect(invitationProblems({ email: `${'a'.repeat(250)}@b.no`, role: 'family' }, today).email).toBe(INVITATION_MESSAGES.email);
    // Half a character (a lone surrogate) or a control character is no address anyone can receive.
    for (const email of ['a\ud800@example.no', 'a\u0007b@example.no', 'a@exa\u0000mple.no']) {
      expect(invitationProblems({ email, role: 'family' }, today).email, JSON.stringify(email)).toBe(INVITATION_MESSAGES.email);
    }
  });

  it('stores the address trimmed and in lower case', () => {
    expect(normaliseAccessEmail('  Ola.Nordmann@Example.NO ')).toBe('ola.nordmann@example.no');
  });
});

describe('the log of what others did', () => {
  it('reads as a farmer would say it', () => {
    expect(describeAccessLogEntry({ action: 'settlement.viewed', target: '100010130' })).toBe('Så avregning nr 100010130');
    expect(describeAccessLogEntry({ action: 'excel.downloaded', target: '2025' })).toBe('Lastet ned Excel 2025');
    expect(describeAccessLogEntry({ action: 'enrolment.sent', target: 'uke 49' })).toBe('Sendte innmelding uke 49');
  });

  it('shows an action it does not know by the address it names', () => {
    expect(describeAccessLogEntry({ action: 'something.new', target: '/api/x' })).toBe('Åpnet /api/x');
  });
});
