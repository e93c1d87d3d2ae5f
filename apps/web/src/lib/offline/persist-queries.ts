import { dehydrate, type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { onSessionReset } from '../session';
import { clearCopies, deleteCopy, readCopy, writeCopy } from './offline-store';
import { offlineOwner } from './owner';
import { lostTheServer } from './network-state';
import { apiUrl } from '../api-client';
import { tagChangedElsewhere } from '../logged-in-tag';

/** Saved a second after the last answer arrived: one write for a screen's several answers. */
export const SAVE_DELAY_MS = 1000;
/** A copy older than this is not shown: a month-old balance helps nobody. */
export const MAX_COPY_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const BUILD_ID = import.meta.env.VITE_BUILD_ID;

export interface OfflinePersistence {
  /** Settles when the copy of the acting user and farm (if any) is in the cache. */
  restored: Promise<void>;
  /** Saves at once (tests; the delayed save otherwise). */
  flush: () => Promise<void>;
}

/**
 * Offline reading (DESIGN.md §10): the answers of every screen opened while online are saved to
 * IndexedDB under the acting user and farm (owner.ts), and put back into the cache at the next
 * start, so the screens show their last data without a network ('Du er uten nett. Viser data
 * fra …', app/layout/offline-banner.tsx). A copy never crosses users or farms: it is read only
 * under its own owner, and every copy on the device is removed when a session starts or ends
 * (login, logout, a 401).
 *
 * Without a network the cache does not try to fetch (TanStack Query pauses until the browser is
 * online; query-client.ts tells it the state at start), so a restored answer stays on screen
 * instead of turning into an error.
 */
/** Whether the server answers at all (a 503 from a busy database is still a network). */
function reachesServer(): Promise<boolean> {
  return fetch(apiUrl('/api/health'), { cache: 'no-store' }).then(
    () => true,
    () => false,
  );
}

export function persistQueries(client: QueryClient): OfflinePersistence {
  // A new session makes every save or restore under way stale.
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = async () => {
    clearTimeout(timer);
    timer = undefined;
    const owner = offlineOwner();
    // Another tab changed the session: this cache is the session before's, never saved under the new one.
    if (!owner || tagChangedElsewhere()) return;
    const state = dehydrate(client, { shouldDehydrateMutation: () => false });
    await writeCopy<DehydratedState>(owner, { savedAt: Date.now(), version: BUILD_ID, state });
  };

  const restore = async () => {
    const owner = offlineOwner();
    if (!owner) return;
    const started = generation;
    const copy = await readCopy<DehydratedState>(owner);
    if (!copy || started !== generation || offlineOwner() !== owner) return;
    if (copy.version !== BUILD_ID || Date.now() - copy.savedAt > MAX_COPY_AGE_MS) {
      await deleteCopy(owner);
      return;
    }
    // Only fills in what is older in the cache: a fresher answer from the network stays.
    hydrate(client, copy.state);
    // A copy is a stand-in until the server answers, never an answer itself: the screens on show
    // ask again at once. First whether the server is there at all (a page started offline may
    // still say it is online): without it the requests wait, and the copies stay on screen.
    if (!(await reachesServer())) lostTheServer();
    const restored = new Set(copy.state.queries.map((q) => q.queryHash));
    void client.invalidateQueries({ predicate: (query) => restored.has(query.queryHash) });
  };

  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && timer === undefined) {
      timer = setTimeout(() => void save(), SAVE_DELAY_MS);
    }
  });

  onSessionReset(() => {
    generation += 1;
    clearTimeout(timer);
    timer = undefined;
    void clearCopies();
  });

  return { restored: restore(), flush: save };
}
