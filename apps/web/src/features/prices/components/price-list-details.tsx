import { formatAmount, formatNumber, type PriceListView, priceConditionText } from '@slakteweb/core';
import { useId } from 'react';
import { shortNumber } from '../number-text';
import styles from './prices.module.css';

/** A supplement with its sign: '+1,40', '−2,00', '0,00'. */
export function signedKr(kr: number): string {
  const text = formatAmount(kr);
  return kr > 0 ? `+${text}` : text;
}

/** '2,5 %', '2 %'. */
function percentText(percent: number): string {
  return `${shortNumber(percent)} %`;
}

/** A small table of one part of the list: a caption the farmer reads, and its rows. */
function PartTable({ caption, heads, rows }: { caption: string; heads: string[]; rows: { key: string; cells: string[] }[] }) {
  // Two-column tables (classes, fat groups) sit side by side even on a phone; wider ones take the row.
  return (
    <div className={heads.length > 2 ? `${styles.scrollBox} ${styles.wide}` : styles.scrollBox} tabIndex={0} role="group" aria-label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {heads.map((head, i) => (
              <th key={head} scope="col" className={i === heads.length - 1 ? styles.number : undefined}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={i === row.cells.length - 1 ? styles.number : undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One price list in plain Norwegian: the notering, the supplements and deductions per class and
 * fat group as tables, pigs' meat-percent scale in a sentence, the weight bands, the per-animal
 * items and the percentage deductions with when they apply. Parts the list does not have are left
 * out.
 */
export function PriceListDetails({ list }: { list: PriceListView }) {
  const headingId = useId();
  const mp = list.meat_percent;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Prisliste for {list.category}
      </h2>
      <p className={styles.muted}>
        Gjelder fra uke {list.week} {list.year}.
      </p>
      <p className={styles.base}>
        Notering: <strong>{formatAmount(list.base_kr_per_kg)} kr/kg</strong>
      </p>
      <div className={styles.parts}>
        {list.class_kr_per_kg.length > 0 && (
          <PartTable
            caption="Tillegg og trekk per klasse"
            heads={['Klasse', 'kr/kg']}
            rows={list.class_kr_per_kg.map((c) => ({ key: c.class, cells: [c.class, signedKr(c.kr_per_kg)] }))}
          />
        )}
        {list.fat_group_kr_per_kg.length > 0 && (
          <PartTable
            caption="Tillegg og trekk per fettgruppe"
            heads={['Fettgruppe', 'kr/kg']}
            rows={list.fat_group_kr_per_kg.map((f) => ({ key: f.fat_group, cells: [f.fat_group, signedKr(f.kr_per_kg)] }))}
          />
        )}
        {list.weight_bands.length > 0 && (
          <PartTable
            caption="Tillegg og trekk for vekt"
            heads={['Vekt', 'kr/kg']}
            rows={list.weight_bands.map((b) => ({ key: b.label, cells: [b.label, signedKr(b.kr_per_kg)] }))}
          />
        )}
        {list.per_animal.length > 0 && (
          <PartTable
            caption="Tillegg og trekk per dyr"
            heads={['Hva', 'Gjelder', 'kr per dyr']}
            rows={list.per_animal.map((i) => ({ key: i.code, cells: [i.label, priceConditionText(i.condition), signedKr(i.kr)] }))}
          />
        )}
        {list.percent_deductions.length > 0 && (
          <PartTable
            caption="Trekk i prosent av prisen"
            heads={['Hva', 'Gjelder', 'Trekk']}
            rows={list.percent_deductions.map((d) => ({ key: d.code, cells: [d.label, priceConditionText(d.condition), percentText(d.percent)] }))}
          />
        )}
      </div>
      {mp && (
        <p>
          Kjøttprosent: grunnlaget er {formatNumber(mp.base_percent, 1)} %. Hvert prosentpoeng over gir {formatAmount(Math.abs(mp.kr_per_kg_per_point))} kr/kg{' '}
          {mp.kr_per_kg_per_point >= 0 ? 'mer' : 'mindre'}, og hvert under like mye {mp.kr_per_kg_per_point >= 0 ? 'mindre' : 'mer'}. Det regnes mellom {formatNumber(mp.min_percent, 1)} og{' '}
          {formatNumber(mp.max_percent, 1)} %.
        </p>
      )}
    </section>
  );
}
