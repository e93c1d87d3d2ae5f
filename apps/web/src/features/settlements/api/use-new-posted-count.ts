import { countNewPosted } from '@slakteweb/core';
import { useQuery } from '@tanstack/react-query';
import { useLastRead } from './get-last-read';
import { postedSlaughtersListQueryOptions } from './get-posted-slaughters-list';

/**
 * Posted settlements since the posted tab was last opened, or all when never (spec §4): the badge
 * of the posted tab and of the dashboard's Avregninger tile. 0 while either answer is missing.
 */
export function useNewPostedCount(): number {
  const posted = useQuery(postedSlaughtersListQueryOptions());
  const lastRead = useLastRead('posted');
  return posted.isSuccess && lastRead.isSuccess ? countNewPosted(posted.data, lastRead.data) : 0;
}
