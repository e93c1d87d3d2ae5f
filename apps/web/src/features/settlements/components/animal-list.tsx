import { Fragment } from 'react';
import { Link } from 'react-router';
import { animalChangeLines, formatAmount, formatKg, formatKr, type SettlementKind, type SlaughterAnimal, type SlaughterGroup } from '@slakteweb/core';
import { Button } from '@/components/ui/button';
import { CameraIcon } from '@/components/ui/icons';
import { useMediaQuery } from '@/lib/use-media-query';
import { gradeCell, gradeHeading, hasFatGroupColumn } from '../settlement-format';
import { CASES_PATH } from './ask-about-animal';
import { PriceExplanationLines, PriceExplanationToggle, usePriceExplanation } from './price-explanation';
import styles from './settlements.module.css';

/**
 * Below this width each animal is a card (one column on phones, two on tablets): the table's ten
 * columns need the full content width of a desktop screen.
 */
export const TABLE_MEDIA_QUERY = '(min-width: 960px)';

interface AnimalListProps {
  kind: SettlementKind;
  group: SlaughterGroup;
  onShowPhotos: (animal: SlaughterAnimal) => void;
  /** 'Spør om dette dyret'; left out for a role that may not ask. */
  onAsk?: ((animal: SlaughterAnimal) => void) | undefined;
}

/**
 * The animals of a group: a real table on wide screens, a compact card per animal on phones,
 * so nothing scrolls sideways. Price and amount exist on posted settlements only.
 */
export function AnimalList(props: AnimalListProps) {
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, true);
  return wide ? <AnimalTable {...props} /> : <AnimalCards {...props} />;
}

function Diseases({ animal }: { animal: SlaughterAnimal }) {
  if (animal.diseases.length === 0) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">Ingen</span>
      </>
    );
  }
  return <>{animal.diseases.map((d) => d.name).join(', ')}</>;
}

function Missing() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">Ikke oppgitt</span>
    </>
  );
}

interface PhotoButtonProps {
  animal: SlaughterAnimal;
  onShowPhotos: (animal: SlaughterAnimal) => void;
}

/**
 * 'Bilder (3)' with the camera. Its name is what it shows followed by the animal ('Bilder (3) av
 * individnr 61001'), so a farmer who says or types the visible text reaches it (WCAG 2.5.3 Label
 * in Name) and a screen reader tells the rows' buttons apart.
 */
function PhotoButton({ animal, onShowPhotos }: PhotoButtonProps) {
  const count = animal.slaughter_image_download_ids.length;
  if (count === 0) return null;
  const text = count === 1 ? 'Bilde' : `Bilder (${count})`;
  return (
    <Button variant="quiet" className={styles.photoButton} onPress={() => onShowPhotos(animal)}>
      <CameraIcon />
      {text}{' '}
      <span className="visually-hidden">av individnr {animal.individual_no}</span>
    </Button>
  );
}

/**
 * An open question about the animal (a link to it in 'Mine henvendelser') and 'Spør om dette
 * dyret', each named with the animal so a screen reader tells the rows apart. In the table, whose
 * columns fill a laptop's width already, the button shows 'Spør' and is named in full (its name
 * starts with what it shows, WCAG 2.5.3).
 */
function AskAbout({ animal, onAsk: ask, compact = false }: { animal: SlaughterAnimal; onAsk: AnimalListProps['onAsk']; compact?: boolean }) {
  // The question names the animal by its individual number; one without is asked about with its group.
  const onAsk = animal.individual_no === '' ? undefined : ask;
  if (animal.open_case === null && !onAsk) return null;
  return (
    <span className={styles.askActions}>
      {animal.open_case !== null && (
        <Link to={`${CASES_PATH}/${animal.open_case}`} className={styles.openCase}>
          Spørsmål sendt <span className="visually-hidden">om individnr {animal.individual_no}</span>
        </Link>
      )}
      {onAsk && (
        <Button variant="quiet" className={styles.askButton} onPress={() => onAsk(animal)}>
          {compact ? (
            <>
              Spør <span className="visually-hidden">om dette dyret (individnr {animal.individual_no})</span>
            </>
          ) : (
            <>
              Spør om dette dyret <span className="visually-hidden">(individnr {animal.individual_no})</span>
            </>
          )}
        </Button>
      )}
    </span>
  );
}

/**
 * What the cooperative changed on the animal after the settlement arrived, one line per import
 * ('Endret 12.11.2026: klasse R → O+, pris 78,20 → 74,10 kr/kg'): never changed silently.
 */
function AnimalChanges({ animal }: { animal: SlaughterAnimal }) {
  if (animal.changes.length === 0) return null;
  return (
    <ul className={styles.changes} aria-label={`Endringer for individnr ${animal.individual_no}`}>
      {animalChangeLines(animal.changes).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The last column's heading for a screen reader: what its cells hold. */
function actionsHeading(photos: boolean, explained: boolean, asks: boolean): string {
  const parts = [photos && 'Bilder', explained && 'prisen forklart', asks && 'spørsmål'].filter((part): part is string => part !== false);
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function AnimalTable({ kind, group, onShowPhotos, onAsk }: AnimalListProps) {
  const posted = kind === 'posted';
  const hasPhotos = group.animals.some((a) => a.slaughter_image_download_ids.length > 0);
  const fatGroup = hasFatGroupColumn(group.animals);
  const heading = gradeHeading(group.animals);
  const explained = posted && group.animals.some((a) => a.price_explanation);
  const explanation = usePriceExplanation();
  const asks = onAsk !== undefined || group.animals.some((a) => a.open_case !== null);
  // Photos, the price explained and the question share one last column, one under the other: side
  // by side in columns of their own they made the table wider than a laptop's content area.
  const actions = hasPhotos || explained || asks;
  // Meat percent is a number and lines up on the right; a class is a code and stays left.
  const gradeClass = heading === 'Kjøttprosent' ? `${styles.num} ${styles.nowrap}` : styles.nowrap;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.animalTable}>
        <caption className="visually-hidden">Dyr i gruppen {group.group_name}</caption>
        <thead>
          <tr>
            <th scope="col">Merkenr</th>
            <th scope="col">Individnr</th>
            <th scope="col">Beskrivelse</th>
            <th scope="col" className={gradeClass}>
              {heading}
            </th>
            {fatGroup && <th scope="col">Fettgruppe</th>}
            <th scope="col" className={styles.num}>
              Vekt (kg)
            </th>
            {posted && (
              <th scope="col" className={styles.num}>
                Pris (kr/kg)
              </th>
            )}
            {posted && (
              <th scope="col" className={styles.num}>
                Beløp
              </th>
            )}
            <th scope="col">Sykdommer</th>
            {actions && (
              <th scope="col">
                <span className="visually-hidden">{actionsHeading(hasPhotos, explained, asks)}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {group.animals.map((animal, index) => (
            <Fragment key={`${animal.individual_no}-${index}`}>
              <tr>
                <td>{animal.mark_no}</td>
                <td>{animal.individual_no}</td>
                <td>{animal.description}</td>
                <td className={gradeClass}>{gradeCell(animal).value || <Missing />}</td>
                {fatGroup && <td>{animal.fat_group ?? <Missing />}</td>}
                <td className={styles.num}>{formatKg(animal.weight_g)}</td>
                {posted && <td className={styles.num}>{animal.price_kr_per_kg === null ? <Missing /> : formatAmount(animal.price_kr_per_kg)}</td>}
                {posted && <td className={styles.num}>{animal.amount_kr === null ? <Missing /> : formatKr(animal.amount_kr)}</td>}
                <td>
                  <Diseases animal={animal} />
                </td>
                {actions && (
                  <td>
                    <div className={styles.rowActions}>
                      {hasPhotos && <PhotoButton animal={animal} onShowPhotos={onShowPhotos} />}
                      {explained && (
                        <PriceExplanationToggle animal={animal} expanded={explanation.isOpen(index)} controls={explanation.panelId(index)} onToggle={() => explanation.toggle(index)} />
                      )}
                      {asks && <AskAbout animal={animal} onAsk={onAsk} compact />}
                    </div>
                  </td>
                )}
              </tr>
              {animal.changes.length > 0 && (
                <tr className={styles.changesRow}>
                  <td colSpan={99}>
                    <AnimalChanges animal={animal} />
                  </td>
                </tr>
              )}
              {explained && animal.price_explanation && explanation.isOpen(index) && (
                <tr id={explanation.panelId(index)}>
                  <td colSpan={99}>
                    <PriceExplanationLines explanation={animal.price_explanation} individualNo={animal.individual_no} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AnimalCards({ kind, group, onShowPhotos, onAsk }: AnimalListProps) {
  const posted = kind === 'posted';
  const explanation = usePriceExplanation();
  return (
    <ul className={styles.cards} aria-label={`Dyr i gruppen ${group.group_name}`}>
      {group.animals.map((animal, index) => {
        const grade = gradeCell(animal);
        return (
          <li key={`${animal.individual_no}-${index}`} className={styles.card}>
            <p className={styles.cardTitle}>
              {animal.description}
              <span className={styles.cardWeight}>{formatKg(animal.weight_g)} kg</span>
            </p>
            <dl className={styles.cardFacts}>
              <div>
                <dt>Merkenr</dt>
                <dd>{animal.mark_no}</dd>
              </div>
              <div>
                <dt>Individnr</dt>
                <dd>{animal.individual_no}</dd>
              </div>
              <div>
                <dt>{grade.label}</dt>
                <dd>{grade.value || <Missing />}</dd>
              </div>
              {grade.label === 'Klasse' && (
                <div>
                  <dt>Fettgruppe</dt>
                  <dd>{animal.fat_group ?? <Missing />}</dd>
                </div>
              )}
              {posted && (
                <div>
                  <dt>Pris (kr/kg)</dt>
                  <dd>{animal.price_kr_per_kg === null ? <Missing /> : formatAmount(animal.price_kr_per_kg)}</dd>
                </div>
              )}
              {posted && (
                <div>
                  <dt>Beløp</dt>
                  <dd>{animal.amount_kr === null ? <Missing /> : formatKr(animal.amount_kr)}</dd>
                </div>
              )}
              <div className={styles.cardWide}>
                <dt>Sykdommer</dt>
                <dd>
                  <Diseases animal={animal} />
                </dd>
              </div>
            </dl>
            <AnimalChanges animal={animal} />
            <PhotoButton animal={animal} onShowPhotos={onShowPhotos} />
            <AskAbout animal={animal} onAsk={onAsk} />
            {posted && animal.price_explanation && (
              <>
                <PriceExplanationToggle animal={animal} expanded={explanation.isOpen(index)} controls={explanation.panelId(index)} onToggle={() => explanation.toggle(index)} />
                {explanation.isOpen(index) && (
                  <div id={explanation.panelId(index)}>
                    <PriceExplanationLines explanation={animal.price_explanation} individualNo={animal.individual_no} />
                  </div>
                )}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
