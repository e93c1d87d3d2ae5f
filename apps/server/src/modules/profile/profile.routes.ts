import type { FastifyInstance } from 'fastify';
import {
  balanceResponseSchema,
  hasCattleResponseSchema,
  isSuperuserResponseSchema,
  okResponseSchema,
  profileResponseSchema,
  profileUpdateSchema,
} from '@slakteweb/core';
import { normaliseFormKeys, parseOr422 } from '../../lib/validate.js';
import type { ProfileService } from './profile.service.js';

export function profileRoutes(profiles: ProfileService) {
  return async function (app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireUser);

    app.get('/profile', { schema: { response: { 200: profileResponseSchema } } }, async (request) => ({
      profile: await profiles.get(request.actor!),
    }));

    // Form-encoded contact fields, checked with the same core schema as the browser's form.
    app.put('/profile', { schema: { response: { 200: profileResponseSchema } } }, async (request) => {
      const update = parseOr422(profileUpdateSchema, normaliseFormKeys(request.body));
      return { profile: await profiles.update(request.actor!, update) };
    });

    app.get('/profile/has_cattle', { schema: { response: { 200: hasCattleResponseSchema } } }, async (request) => ({
      has_cattle: { has_cattle: await profiles.hasCattle(request.actor!) },
    }));

    // The logged-in user's own role; impersonating does not make anyone else a superuser.
    app.get('/profile/is_superuser', { schema: { response: { 200: isSuperuserResponseSchema } } }, async (request) => ({
      is_superuser: { is_superuser: request.actor!.user.is_superuser === true },
    }));

    app.get('/profile/balance', { schema: { response: { 200: balanceResponseSchema } } }, async (request) =>
      profiles.balance(request.actor!),
    );

    app.post('/profile/confirm_information', { schema: { response: { 200: okResponseSchema } } }, async (request) => {
      await profiles.confirmInformation(request.actor!);
      return { ok: true as const };
    });
  };
}
