import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_EVENT_LABEL, type NotificationKind, notificationSettingsSchema } from '@slakteweb/core';
import { requirePermission } from '../auth/actor.js';
import { escapeHtml } from '../../lib/mail-html.js';
import type { NotificationsService } from './notifications.service.js';

const unsubscribeQuery = z.object({ t: z.string().max(200) });

/** What a kind of mail is called on the unsubscribe page. */
const KIND_NAME: Record<NotificationKind, string> = {
  accounting: 'avregninger og dokumenter på e-post',
  newsletter: 'meldinger fra oss på e-post',
  results_ready: `e-post om «${NOTIFICATION_EVENT_LABEL.results_ready}»`,
  enrolment_deadline: `e-post om «${NOTIFICATION_EVENT_LABEL.enrolment_deadline}»`,
  enrolment_changed: `e-post om «${NOTIFICATION_EVENT_LABEL.enrolment_changed}»`,
  case_answered: `e-post om «${NOTIFICATION_EVENT_LABEL.case_answered}»`,
};

/**
 * The unsubscribe pages. Their referrer policy is same-origin, not the portal's no-referrer: under
 * no-referrer a browser sends its own form post with `Origin: null`, which the same-origin check
 * refuses, and the 'Slå av' button would answer 403 (as login.html, apps/web/vite-plugins/login-page.ts).
 */
function page(companyName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)} – ${escapeHtml(companyName)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

const INVALID = 'Lenken er ikke gyldig. Du kan slå av e-poster under Profil i portalen.';

/**
 * The mails' unsubscribe link (no login: the signed token is the permission, for one farm and one
 * kind of mail). GET shows what the link turns off and a button, and changes nothing: mail
 * programs and virus scanners open links by themselves. POST turns it off: the button, or the mail
 * program's one-click (RFC 8058, body 'List-Unsubscribe=One-Click').
 */
export function notificationRoutes(notifications: NotificationsService, options: { companyName: string }): FastifyPluginAsyncZod {
  return async function (app) {
    app.get(
      '/notifications/unsubscribe',
      { schema: { summary: 'The page of a mail’s unsubscribe link (changes nothing)', tags: ['notifications'], querystring: unsubscribeQuery } },
      async (request, reply) => {
        const named = notifications.readToken(request.query.t);
        reply.type('text/html; charset=utf-8');
        if (!named) return reply.status(404).send(page(options.companyName, 'Ugyldig lenke', `<p>${escapeHtml(INVALID)}</p>`));
        const action = `?t=${encodeURIComponent(request.query.t)}`;
        return reply.send(
          page(
            options.companyName,
            'Slå av e-post',
            `<p>Vil du slutte å få ${escapeHtml(KIND_NAME[named.kind])} for leverandørnummer ${escapeHtml(named.supplierNo)}?</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Slå av</button></form>`,
          ),
        );
      },
    );

    app.post(
      '/notifications/unsubscribe',
      { schema: { summary: 'One-click unsubscribe (RFC 8058): turns off the link’s kind of mail for its farm', tags: ['notifications'], querystring: unsubscribeQuery } },
      async (request, reply) => {
        const named = await notifications.unsubscribe(request.query.t);
        reply.type('text/html; charset=utf-8');
        if (!named) return reply.status(404).send(page(options.companyName, 'Ugyldig lenke', `<p>${escapeHtml(INVALID)}</p>`));
        return reply.send(
          page(
            options.companyName,
            'E-posten er slått av',
            `<p>Du får ikke lenger ${escapeHtml(KIND_NAME[named.kind])}. Du kan slå det på igjen under Profil i portalen.</p>`,
          ),
        );
      },
    );
  };
}

/**
 * The profile's Varsler switches of the farm: GET every switch (the farm's choices over the
 * defaults), PUT the ones to change (the answer: every switch as now stored).
 */
export function notificationSettingsRoutes(notifications: NotificationsService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.get(
      '/profile/notifications',
      { schema: { summary: 'The farm’s notification switches (Varsler)', tags: ['profile'], response: { 200: notificationSettingsSchema } } },
      async (request) => ({ settings: await notifications.settings(requirePermission(request, 'profile.read').supplierNo) }),
    );

    app.put(
      '/profile/notifications',
      { schema: { summary: 'Turns notification switches on or off', tags: ['profile'], body: notificationSettingsSchema, response: { 200: notificationSettingsSchema } } },
      async (request) => ({ settings: await notifications.saveSettings(requirePermission(request, 'profile.write').supplierNo, request.body.settings) }),
    );
  };
}
