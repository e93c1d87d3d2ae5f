import { sql, type RawBuilder } from 'kysely';

/**
 * SQL that draws a list label's parts the way core draws them (formatDate, formatKr), so a search
 * on the server finds what the farmer reads in the dropdown. to_char's ',' and '.' are fixed
 * characters, not the locale's, so every server groups the same; list-paging.test.ts holds these
 * against core.
 */

/** 'dd.MM.yyyy' of a date column (core's formatDate). */
export function dateLabelSql(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)}, 'DD.MM.YYYY')`;
}

/**
 * '1 234,56 kr' of an amount in øre (core's formatKr), with '−' (U+2212) before a negative amount;
 * null when the amount is null.
 */
export function krLabelSql(oreColumn: string): RawBuilder<string | null> {
  const ore = sql.ref(oreColumn);
  return sql<string | null>`(case when ${ore} < 0 then '−' else '' end
    || replace(to_char(abs(${ore}) / 100, 'FM999,999,999,999,990'), ',', ' ')
    || ',' || lpad((abs(${ore}) % 100)::text, 2, '0') || ' kr')`;
}
