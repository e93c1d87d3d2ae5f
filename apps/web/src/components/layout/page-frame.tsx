import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';
import styles from './page.module.css';

interface PageFrameProps {
  /** Browser title: '{title} - Slakteweb'. */
  title: string;
  /** The page's <h1>; defaults to the title. */
  heading?: string;
  /** What stands above the heading: the breadcrumbs of Page, or nothing. */
  trail?: ReactNode;
  children: ReactNode;
}

/**
 * Browser title and heading, without breadcrumbs: the login page's frame (a page without a trail)
 * and Page's. Apart from Page so the login page's first download does without the breadcrumbs
 * (bench/web-bundle.ts).
 */
export function PageFrame({ title, heading = title, trail, children }: PageFrameProps) {
  usePageTitle(title);
  return (
    <>
      <div className={styles.header}>
        {trail}
        <h1 className={styles.heading}>{heading}</h1>
      </div>
      {children}
    </>
  );
}
