import { idempotencyKeySchema } from '@slakteweb/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { keepingOk, registered } from '../testing/enrolment-api';
import { newIdempotencyKey } from './idempotency-key';
import { groupRefusal, NOTICE_TEXT, refusalNotices, SEND_TEXT, sendErrorMessage, TRY_AGAIN_DURATION_MS } from './send-messages';

const apiError = (status: number, code?: string) => new ApiError({ status, code, message: 'x' });

describe('sendErrorMessage (spec §7, §8)', () => {
  it('503: try again in a while, shown 5 s', () => {
    expect(sendErrorMessage(apiError(503, 'TRY_AGAIN_IN_A_MINUTE'))).toEqual({
      text: 'Kunne ikke registrere innmeldingen akkurat nå. Vennligst prøv igjen om en liten stund.',
      durationMs: 5000,
    });
    expect(TRY_AGAIN_DURATION_MS).toBe(5000);
  });

  it('409: the enrolment is already being sent (an earlier press), not that the services are down', () => {
    expect(sendErrorMessage(apiError(409, 'IDEMPOTENCY_IN_PROGRESS'))).toEqual({
      text: 'Innmeldingen blir allerede sendt inn. Vent litt, og se etter den under Innsendte.',
    });
  });

  it('422: invalid input, whatever the code', () => {
    expect(sendErrorMessage(apiError(422, 'INVALID_INPUT'))).toEqual({
      text: 'Et eller flere av feltene inneholder ugyldig data. Kontroller feltene og forsøk på nytt.',
    });
    expect(sendErrorMessage(apiError(422)).text).toBe(SEND_TEXT.invalidInput);
  });

  it('the code SERVICES_DOWN, whatever the status', () => {
    const text = 'En eller flere av tjenestene brukt til registrering er nede. Vennligst prøv igjen senere.';
    expect(sendErrorMessage(apiError(502, 'SERVICES_DOWN'))).toEqual({ text });
    expect(sendErrorMessage(apiError(503, 'SERVICES_DOWN'))).toEqual({ text });
  });

  it.each([
    ['500', apiError(500, 'INTERNAL')],
    ['409', apiError(409, 'CONFLICT')],
    ['no answer (network)', apiError(0, 'NETWORK_ERROR')],
    ['timeout', apiError(0, 'TIMEOUT')],
  ])('anything else (%s): the generic message', (_name, error) => {
    expect(sendErrorMessage(error)).toEqual({ text: 'Kunne ikke registrere innmeldingen' });
  });
});

describe('SEND_TEXT', () => {
  it('has the words of the spec', () => {
    expect(SEND_TEXT).toMatchObject({
      sendingSlaughter: 'Kontrollerer for sykdommer og sender inn...',
      sendingTrade: 'Sender inn...',
      registered: 'Innmeldingen ble registrert',
      noLongerValid: 'Innmeldingen er ikke lenger gyldig.',
      draftSaved: 'Utkast lagret',
      draftFailed: 'Kunne ikke lagre utkast',
    });
  });
});

describe('refusalNotices (registered false)', () => {
  const refused = { ...registered, registered: false };

  it('is empty when every flag is fine', () => {
    expect(refusalNotices(refused)).toEqual([]);
  });

  it('gives a notice per failing flag, in a fixed order', () => {
    expect(refusalNotices({ ...refused, ksl_ok: false })).toEqual(['ksl']);
    expect(refusalNotices({ ...refused, has_animal_group: false })).toEqual(['animalKeeping']);
    expect(refusalNotices({ ...refused, has_restrictions_for_group: true })).toEqual(['restrictions']);
    expect(refusalNotices({ ...refused, helsegris_ok: false })).toEqual(['healthPig']);
    expect(refusalNotices({ ...refused, ksl_ok: false, has_animal_group: false, has_restrictions_for_group: true, helsegris_ok: false })).toEqual([
      'ksl',
      'animalKeeping',
      'restrictions',
      'healthPig',
    ]);
  });

  it('titles the notices with the headings of the spec', () => {
    expect(NOTICE_TEXT.ksl.title).toBe('Ikke godkjent KSL-status');
    expect(NOTICE_TEXT.animalKeeping.title).toBe('Manglende dyrehold');
    expect(NOTICE_TEXT.restrictions.title).toBe('Restriksjoner');
  });
});

describe('groupRefusal (choosing a group, restoring a draft)', () => {
  const noRestrictions = { pigs: false, sheep: false, cattle: false };

  it('lets a farm in good standing choose every group', () => {
    expect(groupRefusal(keepingOk, 'pigs')).toBeNull();
    expect(groupRefusal(keepingOk, 'sheep')).toBeNull();
    expect(groupRefusal(keepingOk, 'cattle')).toBeNull();
  });

  it('refuses a group with restrictions, and only that group', () => {
    const keeping = { ...keepingOk, restrictions: { ...noRestrictions, sheep: true } };
    expect(groupRefusal(keeping, 'sheep')).toBe('restrictions');
    expect(groupRefusal(keeping, 'cattle')).toBeNull();
  });

  it('refuses pigs without health-pig status where the company checks it', () => {
    expect(groupRefusal({ ...keepingOk, helsegris_ok: false }, 'pigs')).toBe('healthPig');
    expect(groupRefusal({ ...keepingOk, helsegris_ok: false }, 'sheep')).toBeNull();
    expect(groupRefusal({ ...keepingOk, helsegris_ok: false, helsegris_check: false }, 'pigs')).toBeNull();
  });

  it('names restrictions before health-pig status, as the submit answer does', () => {
    expect(groupRefusal({ ...keepingOk, helsegris_ok: false, restrictions: { ...noRestrictions, pigs: true } }, 'pigs')).toBe('restrictions');
  });

  it('refuses a group the farm no longer keeps (a restored draft)', () => {
    expect(groupRefusal({ ...keepingOk, cattle: false }, 'cattle')).toBe('animalKeeping');
  });
});

describe('newIdempotencyKey', () => {
  it('is 32 hex characters that the server accepts, new each time', () => {
    const keys = Array.from({ length: 50 }, () => newIdempotencyKey());
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    }
    expect(new Set(keys).size).toBe(50);
  });
});
