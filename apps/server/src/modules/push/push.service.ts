import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Clock, PushSubscriptionInput } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import type { VapidKeys } from '../../lib/vapid-keys.js';
import { type FarmActor, isImpersonated } from '../auth/actor.js';
import * as repo from './push.repository.js';

/** Hands one message to a browser's push service; rejects with the service's `statusCode` when it refuses. */
export type PushDelivery = (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }, payload: string) => Promise<void>;

/** How long a push service keeps a message for a phone that is off: a day, then it is no news. */
const PUSH_TTL_SECONDS = 24 * 3600;

/** The push service no longer has the subscription: the browser unsubscribed or it expired. */
function isGone(err: unknown): boolean {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return status === 404 || status === 410;
}

/**
 * Web push (Push API with VAPID): the browsers of a farm's own users that turned push on, and the
 * messages to them. Staff acting for a farm cannot subscribe for it: the farm's messages never
 * reach a staff member's browser.
 */
export class PushService {
  private readonly deliver: PushDelivery;

  constructor(
    private readonly db: Db,
    private readonly options: { keys: VapidKeys; subject: string; clock: Clock; log: FastifyBaseLogger; deliver?: PushDelivery },
  ) {
    this.deliver =
      options.deliver ??
      (async (subscription, payload) => {
        await webpush.sendNotification(subscription, payload, {
          vapidDetails: { subject: options.subject, publicKey: options.keys.publicKey, privateKey: options.keys.privateKey },
          TTL: PUSH_TTL_SECONDS,
        });
      });
  }

  publicKey(): string {
    return this.options.keys.publicKey;
  }

  async subscribe(farm: FarmActor, sessionIdHash: string, input: PushSubscriptionInput): Promise<void> {
    if (isImpersonated(farm)) throw new HttpError(403, 'FORBIDDEN', 'Varsler på en enhet kan bare slås på av bonden selv, ikke når du opptrer som bonde.');
    await repo.saveSubscription(this.db, farm.userId, sessionIdHash, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth }, this.options.clock());
  }

  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    await repo.deleteSubscription(this.db, userId, endpoint);
  }

  /**
   * Sends the message to every subscribed browser of the farm. A subscription its push service no
   * longer knows (404/410) is removed; another refusal is thrown after the others were tried.
   */
  async sendToFarm(supplierNo: string, message: { title: string; body: string; url: string }): Promise<void> {
    const payload = JSON.stringify(message);
    let failure: unknown = null;
    for (const s of await repo.subscriptionsOfFarm(this.db, supplierNo)) {
      try {
        await this.deliver({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload);
      } catch (err) {
        if (isGone(err)) {
          this.options.log.info({ supplierNo }, 'push subscription gone: removed');
          await repo.forgetEndpoint(this.db, s.endpoint);
        } else failure ??= err;
      }
    }
    if (failure) throw failure;
  }
}
