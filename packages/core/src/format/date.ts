import { format, parseISO } from 'date-fns';
import { nb } from 'date-fns/locale';

/** 'dd.MM.yyyy' for a yyyy-MM-dd string or a Date. */
export function formatDate(value: string | Date): string {
  return format(typeof value === 'string' ? parseISO(value) : value, 'dd.MM.yyyy');
}

/** Long Norwegian form 'd. MMMM yyyy', e.g. '6. oktober 2026'. */
export function formatDateLong(value: string | Date): string {
  return format(typeof value === 'string' ? parseISO(value) : value, 'd. MMMM yyyy', { locale: nb });
}

/** Date and time 'd. MMMM yyyy HH:mm'. */
export function formatDateTime(value: string | Date): string {
  return format(typeof value === 'string' ? parseISO(value) : value, 'd. MMMM yyyy HH:mm', { locale: nb });
}
