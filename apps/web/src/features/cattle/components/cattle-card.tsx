import { type CattleAnimal, formatDate, padCattleId } from '@slakteweb/core';
import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { ChevronDownIcon } from '@/components/ui/icons';
import styles from './cattle.module.css';

/**
 * One animal, closed at first: id, type and birthdate on the button; opened, its mother, animal
 * keeping, calving and breeds with their shares. Ids are padded to 5 digits (spec §9).
 */
export function CattleCard({ animal }: { animal: CattleAnimal }) {
  const id = padCattleId(animal.individual_no);
  return (
    <Disclosure className={styles.card}>
      <h3 className={styles.cardHeading}>
        <AriaButton slot="trigger" className={styles.cardTrigger}>
          <ChevronDownIcon />
          <span className={styles.cardTitle}>
            <span className={styles.cardId}>Individnr {id}</span>
            <span className={styles.cardMeta}>
              {animal.cattle_type}, født {formatDate(animal.birthdate)}
            </span>
          </span>
        </AriaButton>
      </h3>
      {/* The padding is inside: a closed panel (hidden="until-found") keeps its own box. */}
      <DisclosurePanel>
        <div className={styles.cardPanel}>
          <dl className={styles.facts}>
            <div>
              <dt>Morsmerke</dt>
              <dd>{animal.mothers_mark === '' ? 'Ukjent' : padCattleId(animal.mothers_mark)}</dd>
            </div>
            <div>
              <dt>Fødselsdato</dt>
              <dd>{formatDate(animal.birthdate)}</dd>
            </div>
            {animal.veal_date !== null && (
              <div>
                <dt>Kalvingsdato</dt>
                <dd>{formatDate(animal.veal_date)}</dd>
              </div>
            )}
            <div>
              <dt>Dyreholdsnummer</dt>
              <dd>{animal.animal_keeping_no || 'Ukjent'}</dd>
            </div>
          </dl>
          <h4 className={styles.breedsHeading}>Raser</h4>
          {animal.breeds.length === 0 ? (
            <p>Ikke registrert</p>
          ) : (
            <ul className={styles.breeds}>
              {animal.breeds.map((b) => (
                <li key={b.name} className={styles.breed}>
                  <span className={styles.breedName}>{b.name}</span>
                  <span className={styles.breedTrack} aria-hidden="true">
                    <span className={styles.breedBar} style={{ width: `${b.perc}%` }} />
                  </span>
                  <span className={styles.breedPerc}>{b.perc} %</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}
