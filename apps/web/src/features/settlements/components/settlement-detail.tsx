import {
  formatDate,
  formatKr,
  settlementKindsLabel,
  settlementSums,
  stripDollarText,
  type SettlementDetail,
  type SettlementKind,
  type SlaughterAnimal,
  type SlaughterGroup,
} from '@slakteweb/core';
import { useId, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { useCan } from '@/lib/me';
import { settlementExcelUrl, settlementPdfUrl } from '../api/download-urls';
import { AskAboutAnimalDialog, type AskSubject } from './ask-about-animal';
import { LedSauModal } from './led-sau-modal';
import { PhotoModal } from './photo-modal';
import { SettlementSumsView } from './settlement-sums';
import { SlaughterGroupPanel } from './slaughter-group';
import styles from './settlements.module.css';

interface SettlementDetailViewProps {
  kind: SettlementKind;
  detail: SettlementDetail;
}

/** One settlement: its facts, comment, downloads and animal groups (spec §2). */
export function SettlementDetailView({ kind, detail }: SettlementDetailViewProps) {
  const headingId = useId();
  const [photos, setPhotos] = useState<SlaughterAnimal | null>(null);
  const [ledSau, setLedSau] = useState<SlaughterGroup | null>(null);
  const [asking, setAsking] = useState<AskSubject | null>(null);
  // Only a role that may ask gets the buttons (the server refuses the rest with 403).
  const mayAsk = useCan()('cases');
  const comment = stripDollarText(detail.comment);
  const animalCount = detail.slaughter_animals_by_group.reduce((sum, group) => sum + group.animals.length, 0);
  // The kinds name the settlement: a farm can have a pig and a sheep settlement the same day.
  const kinds = settlementKindsLabel(detail.slaughter_animals_by_group.map((group) => group.animal_kind));
  const title = kind === 'posted' ? `Avregning nr ${detail.settlement_no}` : `Midlertidig avregning ${formatDate(detail.date)}`;
  const heading = kinds ? `${title} – ${kinds}` : title;
  const sums = settlementSums(detail);

  return (
    <section className={styles.detail} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.detailHeading}>
        {heading}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Dato</dt>
          <dd>{formatDate(detail.date)}</dd>
        </div>
        {kind === 'posted' && (
          <div>
            <dt>Avregningsnr</dt>
            <dd>{detail.settlement_no}</dd>
          </div>
        )}
        {detail.amount !== null && (
          <div>
            <dt>{kind === 'posted' ? 'Beløp' : 'Foreløpig beløp'}</dt>
            <dd>{formatKr(detail.amount)}</dd>
          </div>
        )}
        <div>
          <dt>Antall dyr</dt>
          <dd>{animalCount}</dd>
        </div>
      </dl>

      {comment && (
        <div className={styles.comment}>
          <h3>Kommentar</h3>
          <p>{comment}</p>
        </div>
      )}

      <div className={styles.downloads}>
        <a href={settlementExcelUrl(kind, detail.date, detail.settlement_no)} download className={buttonClassName('secondary')}>
          <DownloadIcon />
          Eksporter til Excel
        </a>
        {kind === 'posted' && detail.has_document && (
          <a href={settlementPdfUrl(detail.settlement_no)} download className={buttonClassName('secondary')}>
            <DownloadIcon />
            Hent PDF for avregning nr {detail.settlement_no}
          </a>
        )}
      </div>

      {detail.slaughter_animals_by_group.length === 0 ? (
        <p className={styles.muted}>Ingen dyr på denne avregningen.</p>
      ) : (
        <div className={styles.groups}>
          {detail.slaughter_animals_by_group.map((group, index) => (
            <SlaughterGroupPanel
              key={`${group.group_name}-${index}`}
              kind={kind}
              group={group}
              adjustments={sums.groups[index]?.adjustments ?? []}
              settlementDate={detail.date}
              onShowPhotos={setPhotos}
              onLedSau={() => setLedSau(group)}
              onAsk={mayAsk ? (animal) => setAsking({ date: detail.date, group, animal }) : undefined}
            />
          ))}
        </div>
      )}

      {detail.slaughter_animals_by_group.length > 0 && <SettlementSumsView kind={kind} sums={sums} />}

      {photos && <PhotoModal kind={kind} animal={photos} onClose={() => setPhotos(null)} />}
      {asking && <AskAboutAnimalDialog subject={asking} onClose={() => setAsking(null)} />}
      {ledSau && <LedSauModal group={ledSau} settlementDate={detail.date} onClose={() => setLedSau(null)} />}
    </section>
  );
}
