import { countNewPosted } from '@slakteweb/core';
import { useQuery } from '@tanstack/react-query';
import { useLastRead } from './get-last-read';
import { postedSlaughtersListQueryOptions } from './get-posted-slaughters-list';

/**
 * Posted settlements since the posted tab was last opened, or all when never (spec §4): the badge
 * of the posted tab and of the dashboard's Avregninger tile. 0 while either answer is missing, or
 * when not `enabled` (staff acting for nobody have no farm).
 */
export function useNewPostedCount({ enabled = true }: { enabled?: boolean } = {}): number {
  const posted = useQuery({ ...postedSlaughtersListQueryOptions(), enabled });
  const lastRead = useLastRead('posted', { enabled });
  return posted.isSuccess && lastRead.isSuccess ? countNewPosted(posted.data, lastRead.data) : 0;
}
