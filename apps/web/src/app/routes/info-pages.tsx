import { telHref } from '@slakteweb/core';
import type { ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { company } from '@/config/company';
import styles from './routes.module.css';

/** The support contact as a sentence's end: 'telefon 72 50 00 00 eller e-post medlem@….' */
function Contact() {
  const { phone, email } = company.support;
  return (
    <>
      telefon <a href={telHref(phone)}>{phone}</a> eller e-post <a href={`mailto:${email}`}>{email}</a>
    </>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={styles.infoSection}>
      <h2>{heading}</h2>
      {children}
    </section>
  );
}

/**
 * Tilgjengelighetserklæring (/tilgjengelighet), linked from every footer and reachable logged out:
 * what the portal is built to, what is known not to work, and where to report and complain
 * (forskrift om universell utforming av IKT).
 */
export function AccessibilityStatementPage() {
  return (
    <Page title="Tilgjengelighetserklæring">
      <div className={styles.intro}>
        <p>
          {company.name} vil at alle skal kunne bruke Slakteweb: med skjermleser, med forstørrelse, bare med tastatur og på en liten
          mobilskjerm. Portalen er laget for å oppfylle kravene i WCAG 2.1 på nivå AA, slik forskrift om universell utforming av IKT krever.
        </p>
        <Section heading="Slik er portalen laget">
          <ul>
            <li>Alt kan brukes med tastatur, og du ser hvor du er på siden.</li>
            <li>Sidene har overskrifter og landemerker, og alle skjemafelt har ledetekst og feilmelding i tekst.</li>
            <li>Sidene virker på mobil, nettbrett og PC, og tåler forstørrelse til 200 prosent.</li>
            <li>Tekst og knapper har god kontrast mot bakgrunnen.</li>
          </ul>
        </Section>
        <Section heading="Kjente mangler">
          <p>
            Grafen over kassasjoner på statistikksiden er et bilde. De samme tallene står i tabellen: velg «Tabell» over grafen.
          </p>
        </Section>
        <Section heading="Fant du noe som ikke virker?">
          <p>
            Si fra til oss på <Contact />. Fortell gjerne hvilken side det gjelder og hva du prøvde å gjøre. Vi svarer så snart vi kan.
          </p>
        </Section>
        <Section heading="Klage">
          <p>
            Får du ikke svar, eller er du ikke fornøyd med svaret, kan du klage til{' '}
            <a href="https://www.uutilsynet.no/">Tilsynet for universell utforming av IKT (uutilsynet.no)</a>.
          </p>
        </Section>
      </div>
    </Page>
  );
}

/**
 * Personvern (/personvern), linked from every footer and reachable logged out: what the portal
 * keeps about a farmer, why, for how long, the cookies, and the farmer's rights.
 */
export function PrivacyPage() {
  return (
    <Page title="Personvern">
      <div className={styles.intro}>
        <p>
          {company.name} er ansvarlig for personopplysningene i Slakteweb. Her står hva vi tar vare på om deg, hvorfor, og hvilke
          rettigheter du har.
        </p>
        <Section heading="Hva vi tar vare på">
          <ul>
            <li>Navn, adresse, e-post og mobilnummer, og leverandør-, foretaks- og produsentnummer.</li>
            <li>Leveranser, avregninger, fakturaer og andre dokumenter fra oss.</li>
            <li>Innmeldinger, prognoser og returskjema du sender inn.</li>
            <li>Når du logger inn, og hvilke varsler og meldinger du har lest.</li>
          </ul>
        </Section>
        <Section heading="Hvorfor">
          <p>
            Vi trenger opplysningene for å hente og slakte dyrene dine, gjøre opp for dem og gi deg oversikt over leveransene. Grunnlaget er
            avtalen du har med oss som leverandør, og plikten vi har til å føre regnskap.
          </p>
          <p>
            Ansatte i kundeservice kan se portalen slik du ser den når de hjelper deg. Det blir logget hver gang, og da blir ingenting merket
            som lest for deg.
          </p>
        </Section>
        <Section heading="Informasjonskapsler">
          <p>
            Portalen bruker bare informasjonskapsler som trengs for innloggingen: én som holder deg innlogget, og én som husker at du er
            logget inn. Vi bruker ingen informasjonskapsler til sporing eller reklame.
          </p>
        </Section>
        <Section heading="Hvor lenge">
          <p>
            Vi tar vare på opplysningene så lenge du leverer til oss. Avregninger, fakturaer og andre regnskapsopplysninger tar vi vare på så
            lenge bokføringsloven krever.
          </p>
        </Section>
        <Section heading="Dine rettigheter">
          <p>
            Du kan be om innsyn i opplysningene vi har om deg, og be oss rette eller slette dem. Kontaktopplysningene dine endrer du selv
            under Min konto. Ta kontakt på <Contact />.
          </p>
          <p>
            Mener du at vi ikke følger reglene, kan du klage til <a href="https://www.datatilsynet.no/">Datatilsynet</a>.
          </p>
        </Section>
      </div>
    </Page>
  );
}

/** One entry for the router's logged-out routes, so the first download holds one loader, not two. */
export function InfoPage({ page }: { page: 'accessibility' | 'privacy' }) {
  return page === 'accessibility' ? <AccessibilityStatementPage /> : <PrivacyPage />;
}
