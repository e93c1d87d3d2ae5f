import type { ReactNode } from 'react';
import type { Crumb } from '@/components/layout/breadcrumbs';
import { Page } from '@/components/layout/page';
import { Loading } from '@/components/ui/loading';
import { ActAsFarmerNotice, useFarmScreenAccess } from '../act-as-farmer-notice';

interface FarmScreenProps {
  /** The screen's title and breadcrumbs, as its own page has them. */
  title: string;
  breadcrumbs?: Crumb[];
  /** Names the screen in the notice: '{what} gjelder én leverandør.' */
  what: string;
  /** Shown above the notice as well, e.g. the enrolment tabs. */
  header?: ReactNode;
  /** The screen itself, shown for a farm. */
  children: ReactNode;
}

/**
 * A farm's screen (settlements, documents, enrolment, branding). Staff acting for nobody have no
 * farm: they get the screen's frame with the act-as-farmer notice instead, and none of the farm's
 * data is fetched (the server would refuse it). Until it is known whom the user acts for, the
 * frame says 'Laster inn...'.
 */
export function FarmScreen({ title, breadcrumbs, what, header, children }: FarmScreenProps) {
  const access = useFarmScreenAccess();
  if (access === 'farm') return children;
  return (
    <Page title={title} breadcrumbs={breadcrumbs}>
      {header}
      {access === 'pending' ? <Loading /> : <ActAsFarmerNotice what={what} />}
    </Page>
  );
}
