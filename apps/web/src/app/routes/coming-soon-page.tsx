import { Page } from '@/components/layout/page';
import type { Crumb } from '@/components/layout/breadcrumbs';

interface ComingSoonPageProps {
  title: string;
  breadcrumbs?: Crumb[];
}

/** Screens a later issue builds: the full layout with their heading, and a short note. */
export function ComingSoonPage({ title, breadcrumbs }: ComingSoonPageProps) {
  return (
    <Page title={title} breadcrumbs={breadcrumbs}>
      <p>Denne siden er under arbeid og kommer snart.</p>
    </Page>
  );
}
