import { Link } from 'react-router';
import styles from './page.module.css';

export interface Crumb {
  label: string;
  /** Leave out for the current page. */
  to?: string;
}

/** Breadcrumb trail, always starting with Hjem (midtnorge only, see <Page>). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const trail: Crumb[] = [{ label: 'Hjem', to: '/dashboard' }, ...items];
  return (
    <nav aria-label="Brødsmulesti" className={styles.breadcrumbs}>
      <ol>
        {trail.map((crumb, index) => {
          const isCurrent = index === trail.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {isCurrent || !crumb.to ? (
                <span aria-current={isCurrent ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.to}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
