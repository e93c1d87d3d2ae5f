import { z } from 'zod';

/**
 * Shapes of what a farmer types on the enrolment screen, shared by the enrolment contracts. They
 * check the shape and the size only; the rules with the spec's messages are in enrolment/.
 */

/** Amounts arrive as typed: a number or digit text. The rules give 'Ugyldig antall'. */
export const amountInputSchema = z.union([z.number(), z.string().max(20)]);

/** Free text (comments): bounded here, its own limit with the counter's message in the rules. */
export const textInputSchema = z.string().max(2000);

/** A comment that may be left out: ''. */
export const optionalCommentSchema = textInputSchema.optional().default('');
