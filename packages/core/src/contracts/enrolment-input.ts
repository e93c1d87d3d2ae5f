import { z } from 'zod';
import { amountBeyondEveryLimit, ENROLMENT_MSG } from '../vocabulary/enrolment-limits.js';

/**
 * Shapes of what a farmer types on the enrolment screen, shared by the enrolment contracts. They
 * check the shape and the size only; the rules with the spec's messages are in enrolment/.
 */

/**
 * Amounts arrive as typed: a number or digit text. One beyond every count's maximum
 * (ENROLMENT_LIMITS.countMax) is refused here; the rules give 'Ugyldig antall' for the rest.
 */
export const amountInputSchema = z
  .union([z.number(), z.string().max(20)])
  .refine((value) => !amountBeyondEveryLimit(value), { message: ENROLMENT_MSG.invalidAmount });

/** Free text (comments): bounded here, its own limit with the counter's message in the rules. */
export const textInputSchema = z.string().max(2000);

/** A comment that may be left out: ''. */
export const optionalCommentSchema = textInputSchema.optional().default('');
