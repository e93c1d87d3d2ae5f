import type { Company } from '@slakteweb/core';
import type { Db } from '../database.js';
import { hashPassword } from '../../lib/passwords.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from './demo-accounts.js';
import { seedDemoAccess } from './access-seed.js';
import { seedDemoCattle } from './cattle-seed.js';
import { seedDemoEnrolments } from './enrolment-seed.js';
import { seedDemoMessages } from './messages-seed.js';
import { seedDemoPrognosis } from './prognosis-seed.js';
import { seedReturnForms } from './return-forms-seed.js';

/**
 * Deterministic demo data; running it again changes nothing (every insert skips existing rows),
 * so a farmer's edits in a demo survive a restart.
 */
export async function seedDemoData(db: Db, company: Company): Promise<void> {
  const suppliers = [
    {
      supplier_no: '10001',
      fullname: 'Ola Nordmann',
      company_no: '987654321',
      provider_no: '5001234',
      animal_keeping_id: 'NO5001234',
      ksl_status: 1,
      brsv_status: 1,
      health_pig_approved: true,
      has_pigs: true,
      has_sheep: true,
      has_cattle: true,
      email_user: 'ola.nordmann@example.no',
      email_accounting: 'regnskap.nordmann@example.no',
      mobile: '+47 912 34 567',
      street_address: 'Nordigarden 12',
      post_no: '7500',
      city: 'Stjørdal',
      recieve_accounting: true,
      recieve_newsletter: true,
      recieve_registered_slaughter: true,
      balance_this_year_ore: 48_712_350,
      debit_amount_total_ore: 1_254_000,
    },
    {
      supplier_no: '10002',
      fullname: 'Kari Bakken',
      company_no: '912345678',
      provider_no: '5002345',
      animal_keeping_id: 'NO5002345',
      ksl_status: 1,
      brsv_status: 1,
      health_pig_approved: true,
      has_pigs: true,
      email_user: 'kari.bakken@example.no',
      email_accounting: 'kari.bakken@example.no',
      mobile: '413 22 918',
      street_address: 'Bakkevegen 4',
      post_no: '2390',
      city: 'Moelv',
      recieve_accounting: true,
      balance_this_year_ore: 21_034_075,
      debit_amount_total_ore: 0,
    },
    {
      supplier_no: '10003',
      fullname: 'Per Haugen',
      company_no: '923456789',
      provider_no: '5003456',
      animal_keeping_id: 'NO5003456',
      ksl_status: 2,
      brsv_status: 0,
      has_sheep: true,
      email_user: 'per.haugen@example.no',
      email_accounting: 'per.haugen@example.no',
      mobile: '958 11 202',
      street_address: 'Fjellstølen 7',
      post_no: '6863',
      city: 'Leikanger',
      recieve_newsletter: true,
      balance_this_year_ore: 6_845_500,
      debit_amount_total_ore: 0,
    },
  ];
  await db.insertInto('supplier').values(suppliers).onConflict((oc) => oc.column('supplier_no').doNothing()).execute();

  await db
    .insertInto('old_system_supplier')
    .values([
      { supplier_no: '10004', fullname: 'Nils Lien', email: 'nils.lien@example.no', mobile: '934 56 781' },
      { supplier_no: '10005', fullname: 'Berit Dahl', email: null, mobile: '977 12 345' },
    ])
    .onConflict((oc) => oc.column('supplier_no').doNothing())
    .execute();

  const existing = await db.selectFrom('app_user').select('username').execute();
  const have = new Set(existing.map((u) => u.username));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = [
    { username: '10001', supplier_no: '10001', must_confirm_information: false },
    { username: '10002', supplier_no: '10002', must_confirm_information: true },
    { username: '10003', supplier_no: '10003', must_confirm_information: false },
    { username: '90001', supplier_no: null, is_superuser: true, display_name: 'Kundeservice', email: 'kundeservice@example.no' },
    // Staff who have not yet set up their second factor: the first login shows the setup.
    { username: '90002', supplier_no: null, is_superuser: true, display_name: 'Fagleder', email: 'fagleder@example.no' },
  ].filter((u) => !have.has(u.username));
  if (users.length > 0) {
    await db.insertInto('app_user').values(users.map((u) => ({ ...u, password_hash: passwordHash }))).execute();
  }
  // The demo superuser's second factor is set up with a known secret (README), so anyone trying
  // the demo, and the tests, can give its codes. Only demo data has it.
  const staff = await db.selectFrom('app_user').select('id').where('username', '=', '90001').executeTakeFirst();
  if (staff) {
    await db
      .insertInto('staff_second_factor')
      .values({ user_id: staff.id, secret: DEMO_TOTP_SECRET, confirmed_at: new Date() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }

  // After the farmers' logins: who has access to their farms.
  await seedDemoAccess(db);

  await db
    .insertInto('help_text')
    .values(demoHelpTexts(company))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();

  await seedDemoMessages(db);
  await seedReturnForms(db);
  await seedDemoEnrolments(db);
  // After the herd exists: what the cattle registry says about each animal (My cattle).
  await seedDemoCattle(db);
  await seedDemoPrognosis(db);
}

/** The demo help texts; three of them speak of the company's login id or its returns. */
function demoHelpTexts(company: Company): { name: string; html: string }[] {
  return [
    {
      name: 'login_help',
      // The login id as this variant's login screen names it (supplier number or username).
      html: `<p>Logg inn med ${company.loginIdDefinite} ditt og passordet du har valgt. Har du glemt passordet, trykk <strong>Glemt passord?</strong>, så sender vi deg en lenke på e-post.</p>`,
    },
    {
      name: 'missing_user',
      html: `<p>For å få tilgang til portalen, send en e-post til oss med navn, ${company.loginIdLabel.toLowerCase()}, mobilnummer og e-postadresse. Du får svar så snart brukeren er opprettet.</p>`,
    },
    {
      name: 'profile_confirm',
      html: '<p>Vi ber deg se over at kontaktinformasjonen under er riktig. Vi bruker den til avregninger, kvitteringer og viktige meldinger om henting.</p>',
    },
    {
      name: 'return_form',
      // What returns are like in this variant: a return form with divisions, or a pickup place.
      html: company.flags.return_form
        ? '<p>Skal du ha kjøtt eller skinn i retur, fyller du ut returskjemaet når du melder inn dyrene. Merk dyrene med egne returmerker.</p><ul><li>Kryss av for retur ved innmeldingen og oppgi hvor mange dyr det gjelder.</li><li>Returkjøttet skjæres og vakuumpakkes etter ønske og hentes på anlegget, eller sendes med bilen som henter dyrene.</li><li>Skjæring og pakking faktureres etter gjeldende prisliste.</li></ul>'
        : '<p>Skal du ha kjøtt eller skinn i retur, krysser du av for det på dyrene når du melder dem inn.</p><ul><li>Med returkjøtt skriver du hvor du vil hente kjøttet (hentested for returkjøtt).</li><li>Kjøttet skjæres og pakkes på vanlig måte og kan hentes der tidligst to uker etter slakting.</li><li>Skinn og huder saltes og sendes med returbilen.</li><li>Skjæring, pakking og frakt faktureres etter gjeldende prisliste.</li></ul>',
    },
    {
      name: 'enrolment_info',
      html: '<p>Meld inn dyrene for den uka du ønsker dem hentet, før fristen for den uka. Innmeldingen kan slettes fram til uka før henting.</p><ul><li>Gris meldes inn med klubbnummer; purker og råner kan meldes inn enkeltvis med øremerke.</li><li>Storfe velger du fra besetningen din.</li><li>Har du spørsmål, ring kundeservice.</li></ul>',
    },
    {
      name: 'return_info',
      html: '<p>Dyr med retur må merkes med egne returmerker før henting, slik at vi finner igjen kjøttet og skinnet ditt.</p><ul><li>Returkjøttet hentes på hentestedet du oppgir, tidligst to uker etter slakting.</li><li>Skinn og huder saltes og sendes med returbilen.</li><li>Skjæring, pakking og frakt faktureres etter gjeldende prisliste.</li></ul>',
    },
    {
      name: 'branding_clothes',
      html: '<p>I nettbutikken for profileringsklær bestiller du klær og utstyr med logoen vår. Butikken åpnes i en ny fane, og du er logget inn med leverandørnummeret ditt.</p><p>Spørsmål om bestillinger rettes til nettbutikken.</p>',
    },
  ];
}

/** The help texts whose words depend on the company variant. */
const COMPANY_WORDED_HELP_TEXTS = ['login_help', 'missing_user', 'return_form'];

/**
 * Writes the demo help texts that name the login id or the returns in this company's words,
 * replacing those there. For a database seeded for the other variant and then copied (the e2e
 * servers seed once and copy per variant); the seed itself never overwrites a text.
 */
export async function rewordDemoHelpTexts(db: Db, company: Company): Promise<void> {
  await db
    .insertInto('help_text')
    .values(demoHelpTexts(company).filter((t) => COMPANY_WORDED_HELP_TEXTS.includes(t.name)))
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ html: eb.ref('excluded.html') })))
    .execute();
}
