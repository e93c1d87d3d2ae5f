import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge, BadgeDescription } from '@/components/ui/badge';
import { Loading } from '@/components/ui/loading';
import {
  CattleIcon,
  ChartIcon,
  DocumentIcon,
  EnrolmentIcon,
  ReceiptIcon,
  ReturnIcon,
  ShirtIcon,
  TagIcon,
  TrendIcon,
} from '@/components/ui/icons';
import type { DashboardTile, TileIcon } from '../tiles';
import styles from './dashboard.module.css';

const ICONS: Record<TileIcon, () => ReactNode> = {
  enrolment: () => <EnrolmentIcon />,
  settlements: () => <ReceiptIcon />,
  documents: () => <DocumentIcon />,
  cattle: () => <CattleIcon />,
  statistics: () => <ChartIcon />,
  branding: () => <ShirtIcon />,
  return: () => <ReturnIcon />,
  prognosis: () => <TrendIcon />,
  prices: () => <TagIcon />,
};

interface ShortcutGridProps {
  /** Undefined while what decides them (the farm's cattle) is unknown: a spinner in their place. */
  tiles: DashboardTile[] | undefined;
  onOpenPrognosis: () => void;
}

/**
 * The shortcut tiles: links to the screens, and a button for the prognosis dialog. A badge shows
 * the new items ('9+' above nine). A tile's name is what it shows ('Dokumenter 9+': WCAG 2.5.3
 * Label in Name); screen readers hear the whole number as its description ('12 nye').
 */
export function ShortcutGrid({ tiles, onOpenPrognosis }: ShortcutGridProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Snarveier
      </h2>
      {tiles === undefined ? (
        <Loading />
      ) : (
      <ul className={styles.tiles}>
        {tiles.map((tile, i) => {
          const content = (
            <>
              <span className={styles.tileIcon}>{ICONS[tile.icon]()}</span>
              <span className={styles.tileLabel}>{tile.label}</span>
              {tile.badge > 0 && ' '}
              {tile.badge > 0 && (
                <span className={styles.tileBadge}>
                  <Badge count={tile.badge} />
                </span>
              )}
            </>
          );
          const descriptionId = `${headingId}-${i}`;
          const description = tile.badge > 0 ? `${tile.badge} nye` : undefined;
          const describedBy = description ? descriptionId : undefined;
          return (
            <li key={tile.label}>
              {'to' in tile ? (
                <Link to={tile.to} className={styles.tile} aria-describedby={describedBy}>
                  {content}
                </Link>
              ) : (
                <button type="button" className={styles.tile} onClick={onOpenPrognosis} aria-describedby={describedBy}>
                  {content}
                </button>
              )}
              <BadgeDescription id={descriptionId} text={description} />
            </li>
          );
        })}
      </ul>
      )}
    </section>
  );
}
