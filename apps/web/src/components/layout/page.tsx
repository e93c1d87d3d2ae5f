import type { ReactNode } from 'react';
import { company } from '@/config/company';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { PageFrame } from './page-frame';

interface PageProps {
  /** Browser title: '{title} - Slakteweb'. */
  title: string;
  /** The page's <h1>; defaults to the title (the password screen differs). */
  heading?: string;
  /**
   * Breadcrumbs after 'Hjem'; defaults to the heading. `false` for pages without a trail. Only
   * variants with the breadcrumbs flag show them.
   */
  breadcrumbs?: Crumb[] | false;
  children: ReactNode;
}

/** Frame of every screen: browser title, breadcrumbs and heading (the login page: PageFrame). */
export function Page({ title, heading = title, breadcrumbs, children }: PageProps) {
  const showBreadcrumbs = company.flags.breadcrumbs && breadcrumbs !== false;
  const crumbs = breadcrumbs === false ? [] : (breadcrumbs ?? [{ label: heading }]);
  return (
    <PageFrame title={title} heading={heading} trail={showBreadcrumbs && <Breadcrumbs items={crumbs} />}>
      {children}
    </PageFrame>
  );
}
