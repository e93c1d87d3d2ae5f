import { z } from 'zod';

/**
 * GET /api/badge_counts: the dashboard's unread badges counted on the server, so the screen need
 * not download the farm's whole settlement list and every document to count them. The rule is
 * core's isNewSince (notifications/badges.ts): dated after the day the list was last opened, or
 * every item when it never was; as the farmer sees it when staff act for the farm.
 */
export const badgeCountsSchema = z.object({
  /** Posted settlements new since the posted tab was last opened (the tab's and Avregninger's badge). */
  new_posted_settlements: z.number().int().nonnegative(),
  /** Documents new since the documents page was last opened (Dokumenter's badge). */
  new_documents: z.number().int().nonnegative(),
});
export type BadgeCounts = z.infer<typeof badgeCountsSchema>;

export const badgeCountsResponseSchema = z.object({ badge_counts: badgeCountsSchema });

/**
 * GET /api/registered_enrolment_unread → { count }: enrolments changed since last read (the
 * 'Innsendte' badge and the dashboard's Innmelding tile). Here with the other badges, not with the
 * submitted enrolments' contracts: the dashboard's first download then holds this one schema, not
 * those contracts and what they import.
 */
export const registeredEnrolmentUnreadResponseSchema = z.object({ count: z.number().int() });
