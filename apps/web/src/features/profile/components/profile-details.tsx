import { BRSV_STATUS, KSL_STATUS, type Profile } from '@slakteweb/core';
import type { ReactNode } from 'react';
import { company } from '@/config/company';
import styles from './profile.module.css';

function Row({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === '' || value === null || value === undefined;
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{empty ? <span className={styles.missing}>Ikke oppgitt</span> : value}</dd>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? 'Ja' : 'Nei');

function kslText(status: number): string {
  if (status === KSL_STATUS.approved) return 'Godkjent';
  if (status === KSL_STATUS.notApproved) return 'Ikke godkjent';
  return 'Ukjent';
}

function brsvText(status: number): string {
  if (status === BRSV_STATUS.green) return 'Grønn';
  if (status === BRSV_STATUS.red) return 'Rød';
  return 'Ukjent';
}

function animalKinds(profile: Profile): string {
  const kinds = [
    profile.animal_keeping.has_pigs && 'Gris',
    profile.animal_keeping.has_sheep && 'Sau',
    profile.animal_keeping.has_cattle && 'Storfe',
  ].filter((kind): kind is string => typeof kind === 'string');
  return kinds.join(', ');
}

/** Short read-only facts: name, supplier number and company number (never editable). */
export function ProfileIdentity({ profile }: { profile: Profile }) {
  return (
    <dl className={styles.list}>
      <Row label="Navn" value={profile.fullname} />
      <Row label="Leverandørnr" value={profile.supplier_no} />
      <Row label="Foretaksnr" value={profile.company_no} />
    </dl>
  );
}

/** The read-only profile 'Min Konto' (spec §2, §3). */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const address = [profile.street_address, [profile.post_no, profile.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <section className={styles.section} aria-labelledby="profile-supplier">
        <h2 id="profile-supplier">Leverandør</h2>
        <dl className={styles.list}>
          <Row label="Navn" value={profile.fullname} />
          <Row label="Leverandørnr" value={profile.supplier_no} />
          <Row label="Foretaksnr" value={profile.company_no} />
          <Row label="Produsentnr" value={profile.provider_no} />
          <Row label="DyreholdsID" value={profile.animal_keeping_id} />
          <Row label="Dyrehold" value={animalKinds(profile)} />
          <Row label="KSL-status" value={kslText(profile.ksl_status)} />
          <Row label="BRSV/BCoV-status" value={brsvText(profile.brsv_status)} />
          {company.flags.helsegris_check && (
            <Row label="Helsegris" value={profile.health_pig_approved ? 'Godkjent' : 'Ikke godkjent'} />
          )}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="profile-contact">
        <h2 id="profile-contact">Kontaktinformasjon</h2>
        <dl className={styles.list}>
          <Row label="E-post" value={profile.email_user} />
          <Row label="E-post for avregning" value={profile.email_accounting} />
          <Row label="Mobil" value={profile.mobile} />
          <Row label="Adresse" value={address} />
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="profile-notices">
        <h2 id="profile-notices">Varsler på e-post</h2>
        <dl className={styles.list}>
          <Row label="Motta nyhetsbrev" value={yesNo(profile.recieve_newsletter)} />
          <Row label="Motta avregning på e-post" value={yesNo(profile.recieve_accounting)} />
          <Row label="Motta kvittering for innmelding" value={yesNo(profile.recieve_registered_slaughter)} />
        </dl>
      </section>
    </>
  );
}
