import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceResponseSchema,
  hasCattleResponseSchema,
  isSuperuserResponseSchema,
  okResponseSchema,
  profileResponseSchema,
  profileUpdateSchema,
} from '@slakteweb/core';
import { requireActor, requireActorWith, requireFarm, requirePermission, sessionUser } from '../auth/actor.js';
import type { ProfileService } from './profile.service.js';

/**
 * The profile routes stay open to a farmer who must still confirm the profile (requireUser, not
 * requireConfirmedUser), so confirming is possible. GET /profile, is_superuser and
 * confirm_information work for staff acting for nobody too: the browser shows staff their own
 * profile and needs to know they are staff. The farm's own figures and contact fields need a farm.
 */
export function profileRoutes(profiles: ProfileService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireUser);

    app.get('/profile', { schema: { response: { 200: profileResponseSchema } } }, async (request) => ({
      profile: await profiles.get(requireActorWith(request, 'profile.read')),
    }));

    // Form-encoded contact fields, checked with the same core schema as the browser's form.
    app.put('/profile', { schema: { body: profileUpdateSchema, response: { 200: profileResponseSchema } } }, async (request) => ({
      profile: await profiles.update(requirePermission(request, 'profile.write').supplierNo, request.body),
    }));

    // Whether the farm has cattle decides whether 'Mine storfe' is on the menu: every role asks.
    app.get('/profile/has_cattle', { schema: { response: { 200: hasCattleResponseSchema } } }, async (request) => ({
      has_cattle: { has_cattle: await profiles.hasCattle(requireFarm(request).supplierNo) },
    }));

    // The logged-in user's own role; impersonating does not make anyone else a superuser.
    app.get('/profile/is_superuser', { schema: { response: { 200: isSuperuserResponseSchema } } }, async (request) => ({
      is_superuser: { is_superuser: sessionUser(request).is_superuser === true },
    }));

    app.get('/profile/balance', { schema: { response: { 200: balanceResponseSchema } } }, async (request) =>
      profiles.balance(requirePermission(request, 'balance.read').supplierNo),
    );

    app.post('/profile/confirm_information', { schema: { response: { 200: okResponseSchema } } }, async (request) => {
      await profiles.confirmInformation(requireActor(request));
      return { ok: true as const };
    });
  };
}
