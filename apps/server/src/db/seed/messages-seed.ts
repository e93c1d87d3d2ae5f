import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * Demo broadcast messages: what a cooperative tells its suppliers over a season (pickup changes
 * around holidays, prices, KSL, new features in the portal). Fixed dates up to 19 November 2026,
 * the demo's "today" being 20–22 November; none is read, so 10001's inbox badge shows 9+.
 * Bodies are HTML from the cooperative (the browser sanitises them).
 */
export interface DemoMessage {
  title: string;
  body: string;
  /** ISO 8601 with the Oslo offset. */
  published_at: string;
  /** Only for this company variant; undefined for all. */
  company_id?: string;
}

export const DEMO_MESSAGES: DemoMessage[] = [
  // The welcome names the login id as each variant's login screen does.
  {
    published_at: '2026-06-03T09:00:00+02:00',
    title: 'Velkommen til den nye leverandørportalen',
    body: '<p>Nå finner du avregninger, dokumenter, statistikk og innmelding samlet på ett sted, også på mobilen.</p><p>Logg inn med leverandørnummeret ditt. Har du ikke passord ennå, bruker du <strong>Glemt passord?</strong> på innloggingssiden.</p>',
    company_id: 'standard',
  },
  {
    published_at: '2026-06-03T09:00:00+02:00',
    title: 'Velkommen til den nye leverandørportalen',
    body: '<p>Nå finner du avregninger, dokumenter, statistikk og innmelding samlet på ett sted, også på mobilen.</p><p>Logg inn med brukernavnet ditt. Har du ikke passord ennå, bruker du <strong>Glemt passord?</strong> på innloggingssiden.</p>',
    company_id: 'midtnorge',
  },
  {
    published_at: '2026-06-17T13:30:00+02:00',
    title: 'Henting av dyr i fellesferien',
    body: '<p>I ukene 28 til 31 kjører vi færre ruter. Slaktegris hentes som vanlig, men storfe og sau hentes bare tirsdag og torsdag.</p><ul><li>Frist for innmelding er mandag kl. 12.00 uka før henting.</li><li>Meld inn i god tid hvis du har dyr som må ut før ferien.</li></ul>',
  },
  {
    published_at: '2026-07-01T08:00:00+02:00',
    title: 'Nye priser fra 1. juli',
    body: '<p>Fra uke 27 øker prisen på slaktegris med 0,40 kr per kg. Prisen på storfe øker med 1,20 kr per kg for klasse O og bedre. Lam følger prisløypa for sesongen, som kommer i august.</p><p>Oppdaterte prislister finner du på medlemssidene.</p>',
  },
  {
    published_at: '2026-08-05T10:15:00+02:00',
    title: 'Lammesesongen er i gang',
    body: '<p>Vi tar imot lam fra uke 34. Sorter lammene etter vekt og hold, og send ikke lam som er for lette: under 15 kg slaktevekt gir trekk i prisen.</p><p>Husk å krysse av for returslakt ved innmeldingen hvis du vil ha kjøtt tilbake.</p>',
  },
  {
    published_at: '2026-08-19T12:00:00+02:00',
    title: 'Påminnelse: KSL-egenrevisjon',
    body: '<p>Egenrevisjonen i KSL skal gjøres hvert år. Leverandører uten godkjent KSL får trekk i avregningen fra 1. oktober.</p><p>Status for KSL ser du på profilen din i portalen.</p>',
  },
  {
    published_at: '2026-09-02T09:30:00+02:00',
    title: 'Prisløype for lam 2026',
    body: '<p>Prisen for lam er høyest i starten av sesongen og faller gradvis mot november:</p><ul><li>Uke 34–37: grunnpris + 4,00 kr/kg</li><li>Uke 38–41: grunnpris + 2,00 kr/kg</li><li>Uke 42 og senere: grunnpris</li></ul>',
  },
  {
    published_at: '2026-09-16T14:00:00+02:00',
    title: 'Nytt i portalen: bilder fra slaktelinja',
    body: '<p>Under avregningene kan du nå se bilder av hvert dyr fra slaktelinja. Trykk på kamera-ikonet ved dyret for å bla gjennom bildene.</p>',
  },
  {
    published_at: '2026-09-30T11:00:00+02:00',
    title: 'Smittevern i besetningen',
    body: '<p>Afrikansk svinepest er påvist i flere land i Europa. Følg besøksrutinene: smittesluse, egne klær og støvler, og logg alle besøk.</p><p>Sjåførene våre går ikke inn i dyrerommene.</p>',
  },
  {
    published_at: '2026-10-07T10:00:00+02:00',
    title: 'Nytt i portalen: eksport til LED-sau',
    body: '<p>For avregninger med lam og sau kan du nå kopiere slaktedataene rett over i LED-sau. Velg avregningen og trykk <strong>Eksporter til LED-sau</strong>.</p>',
  },
  {
    published_at: '2026-10-14T15:45:00+02:00',
    title: 'Endret hentedag i uke 43',
    body: '<p>På grunn av vedlikehold på slaktelinja flyttes hentingen onsdag 21. oktober til torsdag 22. oktober. Innmeldte dyr flyttes automatisk.</p>',
  },
  {
    published_at: '2026-10-28T09:00:00+01:00',
    title: 'Kontoutdrag og årssammendrag i portalen',
    body: '<p>Under <strong>Dokumenter</strong> finner du nå fakturaer, kreditnotaer, kontoutdrag per kvartal og årssammendrag som PDF. Årssammendraget er nyttig når du skal levere skattemeldingen.</p>',
  },
  {
    published_at: '2026-11-04T08:30:00+01:00',
    title: 'Ekstra slaktedager før jul',
    body: '<p>Etterspørselen etter ribbe og pinnekjøtt er stor. Vi setter inn ekstra slaktedager for gris i ukene 48 og 49.</p><p>Meld inn gris innen fristen, så fordeler vi hentingen.</p>',
  },
  {
    published_at: '2026-11-11T13:00:00+01:00',
    title: 'Henting i jula og rundt nyttår',
    body: '<ul><li>Siste henting før jul: fredag 18. desember.</li><li>Ingen henting i uke 53.</li><li>Første henting etter nyttår: mandag 4. januar.</li></ul><p>Innmeldingsfristene flyttes tilsvarende.</p>',
  },
  {
    published_at: '2026-11-19T10:00:00+01:00',
    title: 'Varsel om nye priser fra 1. januar 2027',
    body: '<p>Styret har vedtatt nye priser fra 1. januar 2027. Målprisen for storfe øker med 2,10 kr per kg, og tillegget for KSL-godkjente leverandører videreføres.</p><p>Detaljer sendes med avregningen i desember.</p>',
  },
  {
    published_at: '2026-11-12T18:00:00+01:00',
    title: 'Medlemsmøte i Trøndelag',
    body: '<p>Velkommen til medlemsmøte på Stjørdal torsdag 26. november kl. 19.00. Tema er prisutvikling, dyrevelferd og den nye leverandørportalen. Enkel servering.</p>',
    company_id: 'midtnorge',
  },
];

/** Seeds the demo messages unless there are messages already; several servers may start at once. */
export async function seedDemoMessages(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('slakteweb:seed-messages'))`.execute(trx);
    const existing = await trx.selectFrom('message').select('id').limit(1).executeTakeFirst();
    if (existing) return 0;
    // Oldest first, so ids grow with the publishing date.
    const rows = [...DEMO_MESSAGES]
      .sort((a, b) => Date.parse(a.published_at) - Date.parse(b.published_at))
      .map((m) => ({ title: m.title, body: m.body, published_at: m.published_at, company_id: m.company_id ?? null }));
    await trx.insertInto('message').values(rows).execute();
    return rows.length;
  });
}
