import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { postedSlaughterByDateResponseSchema, settlementDetailSchema, slaughterAnimalSchema, slaughterGroupSchema } from '@slakteweb/core';
import { keptExplanationJson } from './kept-explanations.js';

/*
 * The posted settlement detail's answer, checked and written (DESIGN.md §10 Prices). Every animal's
 * price explained makes the answer 1.7 times the bytes; the explanations the process keeps
 * (kept-explanations.ts) were checked against the response schema's part for them when they were
 * kept, and their JSON with them. So each answer checks everything else against the schema, as
 * the zod serializer does, and writes each kept explanation's JSON where it belongs, without
 * checking and writing it again. An answer with an explanation that is not kept is checked and
 * written whole, as before.
 */

/** What the detail's JSON holds where a kept explanation goes: U+0000, which no database text holds. */
const MARK = '\u0000';
/** The mark as JSON.stringify writes it, with its key: only a key can be written with bare quotes. */
const MARKED = `"price_explanation":${JSON.stringify(MARK)}`;

/** The response schema, each animal's explanation one the process keeps (its JSON checked then). */
const keptExplanation = z.custom<object>((value) => keptExplanationJson(value) !== undefined);
const withKeptExplanations = z.object({
  posted_slaughter_by_date: settlementDetailSchema.extend({
    slaughter_animals_by_group: z.array(
      slaughterGroupSchema.extend({ animals: z.array(slaughterAnimalSchema.extend({ price_explanation: keptExplanation.optional() })) }),
    ),
  }),
});

type Explained = { price_explanation?: unknown };
type Groups = { animals?: unknown }[];

/** The detail's animals in the order their JSON is written, or null for an answer of another shape. */
function animalsOf(data: unknown): Explained[] | null {
  const groups = (data as { posted_slaughter_by_date?: { slaughter_animals_by_group?: unknown } } | null)?.posted_slaughter_by_date?.slaughter_animals_by_group;
  if (!Array.isArray(groups)) return null;
  const animals: Explained[] = [];
  for (const group of groups as Groups) {
    if (!Array.isArray(group?.animals)) return null;
    animals.push(...(group.animals as Explained[]));
  }
  return animals;
}

/**
 * The serializer of GET /api/posted_slaughter_by_date/{date}: the zod serializer's check and
 * errors (a wrong shape is a ResponseSerializationError, a field beyond the schema is left out),
 * the kept explanations' JSON written as it was checked.
 */
export const settlementDetailSerializer: FastifySerializerCompiler<unknown> = (route) => {
  const whole = serializerCompiler({ ...route, schema: postedSlaughterByDateResponseSchema });
  return (data) => {
    const animals = animalsOf(data);
    const texts: string[] = [];
    for (const a of animals ?? []) {
      if (a?.price_explanation === undefined) continue;
      const text = keptExplanationJson(a.price_explanation);
      if (text === undefined) return whole(data);
      texts.push(text);
    }
    if (texts.length === 0) return whole(data);
    const checked = withKeptExplanations.safeParse(data);
    // Whatever is wrong, the zod serializer says so as it always has.
    if (!checked.success) return whole(data);
    for (const group of checked.data.posted_slaughter_by_date.slaughter_animals_by_group) {
      for (const a of group.animals as Explained[]) if (a.price_explanation !== undefined) a.price_explanation = MARK;
    }
    const parts = JSON.stringify(checked.data).split(MARKED);
    if (parts.length !== texts.length + 1) return whole(data);
    let body = parts[0]!;
    for (let i = 0; i < texts.length; i++) body += `"price_explanation":${texts[i]}${parts[i + 1]}`;
    return body;
  };
};
