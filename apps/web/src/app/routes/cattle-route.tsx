import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { Loading } from '@/components/ui/loading';
import { CattlePage } from '@/features/cattle/components/cattle-page';
import { hasCattleQueryOptions } from '@/features/profile/api/get-has-cattle';

/**
 * /cattle: 'Mine storfe' is the screen of a farm with cattle (spec §6: has_cattle exactly true),
 * as the menu offers it; any other farm goes to the start page, as for a route it does not have.
 */
export function CattleRoute() {
  const hasCattle = useQuery(hasCattleQueryOptions());
  if (hasCattle.isPending) {
    return (
      <Page title="Mine storfe">
        <Loading />
      </Page>
    );
  }
  if (hasCattle.data !== true) return <Navigate to="/dashboard" replace />;
  return <CattlePage />;
}
