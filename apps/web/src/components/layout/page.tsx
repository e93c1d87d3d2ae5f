import type { ReactNode } from 'react';
import { company } from '@/config/company';
import { usePageTitle } from '@/lib/page-title';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import styles from './page.module.css';

interface PageProps {
  /** Browser title: '{title} - Slakteweb'. */
  title: string;
  /** The page's <h1>; defaults to the title (the password screen differs). */
  heading?: string;
  /**
   * Breadcrumbs after 'Hjem'; defaults to the heading. `false` for pages without a trail
   * (login). Only variants with the breadcrumbs flag show them.
   */
  breadcrumbs?: Crumb[] | false;
  children: ReactNode;
}

/** Frame of every screen: browser title, breadcrumbs and heading. */
export function Page({ title, heading = title, breadcrumbs, children }: PageProps) {
  usePageTitle(title);
  const showBreadcrumbs = company.flags.breadcrumbs && breadcrumbs !== false;
  const crumbs = breadcrumbs === false ? [] : (breadcrumbs ?? [{ label: heading }]);
  return (
    <>
      <div className={styles.header}>
        {showBreadcrumbs && <Breadcrumbs items={crumbs} />}
        <h1 className={styles.heading}>{heading}</h1>
      </div>
      {children}
    </>
  );
}
