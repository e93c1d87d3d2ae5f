import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import {
  CattleIcon,
  ChartIcon,
  DocumentIcon,
  EnrolmentIcon,
  ReceiptIcon,
  ReturnIcon,
  ShirtIcon,
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
};

interface ShortcutGridProps {
  tiles: DashboardTile[];
  onOpenPrognosis: () => void;
}

/**
 * The shortcut tiles: links to the screens, and a button for the prognosis dialog. A badge shows
 * the new items ('9+' above nine); screen readers hear the whole number in the tile's name
 * ('Dokumenter, 12 nye').
 */
export function ShortcutGrid({ tiles, onOpenPrognosis }: ShortcutGridProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Snarveier
      </h2>
      <ul className={styles.tiles}>
        {tiles.map((tile) => {
          const content = (
            <>
              <span className={styles.tileIcon}>{ICONS[tile.icon]()}</span>
              <span className={styles.tileLabel}>{tile.label}</span>
              {tile.badge > 0 && (
                <span className={styles.tileBadge}>
                  <Badge count={tile.badge} />
                </span>
              )}
            </>
          );
          // The badge is hidden from screen readers; the name says the whole number instead.
          const name = tile.badge > 0 ? `${tile.label}, ${tile.badge} nye` : undefined;
          return (
            <li key={tile.label}>
              {'to' in tile ? (
                <Link to={tile.to} className={styles.tile} aria-label={name}>
                  {content}
                </Link>
              ) : (
                <button type="button" className={styles.tile} onClick={onOpenPrognosis} aria-label={name}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
