import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './profile.js';

const valid = {
  email_user: 'ola@gard.no',
  email_accounting: 'regnskap@gard.example.no',
  mobile: '+47 912-34 567',
  street_address: 'Nordigarden 12',
  post_no: '7500',
  city: 'Stjørdal',
};

function messageFor(field: string, value: string): string | undefined {
  const result = profileUpdateSchema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('profileUpdateSchema', () => {
  it('accepts a valid profile', () => {
    expect(profileUpdateSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    // e-mail: required, local@domain.tld, no @ in the parts, domain's first part not empty
    ['email_user', '', 'Feltet må fylles ut'],
    ['email_user', 'ola', 'Ugyldig e-post'],
    ['email_user', 'ola@gard', 'Ugyldig e-post'],
    ['email_user', 'ola@@gard.no', 'Ugyldig e-post'],
    ['email_user', 'o@la@gard.no', 'Ugyldig e-post'],
    ['email_user', 'ola@.gard.no', 'Ugyldig e-post'],
    ['email_user', 'ola@gard..no', 'Ugyldig e-post'],
    ['email_accounting', 'ola gard@x.no', 'Ugyldig e-post'],
    ['email_accounting', 'ola@gard.no', undefined],
    // mobile: at least 5 of digits, + - space
    ['mobile', '', 'Feltet må fylles ut'],
    ['mobile', '1234', 'Ugyldig telefonnummer'],
    ['mobile', '12345', undefined],
    ['mobile', '+47 9', undefined],
    ['mobile', '912 34 56a', 'Ugyldig telefonnummer'],
    // street address: something other than digits and spaces
    ['street_address', '', 'Feltet må fylles ut'],
    ['street_address', '12 14', 'Ugyldig adresse'],
    ['street_address', 'Veg 1', undefined],
    // post number: exactly four digits
    ['post_no', '', 'Feltet må fylles ut'],
    ['post_no', '750', 'Ugyldig postnummer'],
    ['post_no', '75000', 'Ugyldig postnummer'],
    ['post_no', '75a0', 'Ugyldig postnummer'],
    ['post_no', '0150', undefined],
    // city: required
    ['city', '', 'Feltet må fylles ut'],
    ['city', '   ', 'Feltet må fylles ut'],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(messageFor(field, value)).toBe(expected);
  });

  it('reads receive flags from form values: "1", ["1"], booleans; missing is false', () => {
    const parsed = profileUpdateSchema.parse({ ...valid, recieve_newsletter: ['1'], recieve_accounting: '1', recieve_registered_slaughter: undefined });
    expect(parsed).toMatchObject({ recieve_newsletter: true, recieve_accounting: true, recieve_registered_slaughter: false });
    expect(profileUpdateSchema.parse({ ...valid, recieve_newsletter: true }).recieve_newsletter).toBe(true);
  });
});
