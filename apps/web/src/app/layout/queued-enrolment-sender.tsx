import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { registeredEnrolmentKeys } from '@/features/registered-enrolments/api/query-keys';
import { offlineOwner } from '@/lib/offline/owner';
import { queryClient } from '@/lib/query-client';

/**
 * Neither is part of the frame's download (bench/web-bundle.ts): the outbox is a small file of its
 * own beside the offline copies' storage, which every start loads anyway (persist-queries.ts); the
 * enrolment feature's sending comes only when an enrolment waits.
 */
const outbox = () => import('@/lib/offline/enrolment-outbox');
const delivery = () => import('@/features/register-enrolment/model/queued-delivery');

/** The registered enrolment shows in the submitted list and its unread count. */
const reloadSubmitted = () => queryClient.invalidateQueries({ queryKey: registeredEnrolmentKeys.all });

async function deliverIfWaiting(): Promise<void> {
  const owner = offlineOwner();
  if (!owner) return;
  const { keepReplaysOnlyFor, queuedEnrolment } = await outbox();
  await keepReplaysOnlyFor(owner);
  if (!(await queuedEnrolment(owner))) return;
  const { deliverQueuedEnrolment } = await delivery();
  await deliverQueuedEnrolment(reloadSubmitted);
}

/**
 * An enrolment sent without a network goes when the network is back, wherever the farmer is in
 * the portal: mounted once, in the logged-in frame. Looks at the app's start (the service worker
 * may have sent it while the app was closed, and left the answer), when the network comes back,
 * and when the app is shown again. Another user's waiting enrolment on this device is left for
 * that user's next login: the service worker may no longer send it under this session.
 */
export function QueuedEnrolmentSender() {
  useEffect(() => {
    void deliverIfWaiting();
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) void deliverIfWaiting();
    });
    const onShown = () => {
      if (document.visibilityState === 'visible') void deliverIfWaiting();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onShown);
    };
  }, []);
  return null;
}
