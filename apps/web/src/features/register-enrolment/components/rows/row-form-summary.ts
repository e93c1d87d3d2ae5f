import type { ErrorSummaryItem } from '@/components/ui/error-summary';

/**
 * The error summary of a row form, read from the fields as they are shown: every field marked
 * invalid (aria-invalid), named by its label (a radio group by its legend) and with the message
 * tied to it (aria-describedby, the field's error), in screen order. Read from the screen because
 * the forms name and place their fields themselves; the summary lists exactly what is marked.
 */
export function invalidFieldsOf(form: HTMLElement): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  const seen = new Set<Element>();
  // A group with a message (a fieldset described by its error) is one entry, named by its legend,
  // whether or not a field in it is marked: a radio group, or a list ('Velg et dyr').
  for (const element of form.querySelectorAll<HTMLElement>('fieldset[aria-describedby], [aria-invalid="true"]')) {
    const group = element instanceof HTMLFieldSetElement ? element : element.closest<HTMLFieldSetElement>('fieldset[aria-describedby]');
    const radioGroup = element instanceof HTMLInputElement && element.type === 'radio' ? element.closest('fieldset') : null;
    const owner = group && (group === element || isRadio(element)) ? group : (radioGroup ?? element);
    if (seen.has(owner)) continue;
    seen.add(owner);
    const label = owner instanceof HTMLFieldSetElement ? (owner.querySelector('legend')?.textContent?.trim() ?? '') : labelOf(owner);
    const message = messageOf(form, owner);
    if (!label || !message) continue;
    const target = owner instanceof HTMLFieldSetElement ? (owner.querySelector<HTMLElement>('[aria-invalid="true"]') ?? owner.querySelector<HTMLElement>('input, select, textarea, button')) : owner;
    items.push({
      label,
      message,
      focus: () => {
        target?.scrollIntoView?.({ block: 'center' });
        target?.focus();
      },
    });
  }
  return items;
}

const isRadio = (element: Element) => element instanceof HTMLInputElement && element.type === 'radio';

function labelOf(field: HTMLElement): string {
  const aria = field.getAttribute('aria-label');
  if (aria) return aria;
  const labels = field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement ? field.labels : null;
  return labels?.[0]?.textContent?.trim() ?? '';
}

/** The field's error: of the texts that describe it, the one whose id says error, else the last. */
function messageOf(form: HTMLElement, owner: HTMLElement): string {
  const ids = (owner.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const id = ids.find((i) => i.endsWith('-error')) ?? ids.at(-1);
  if (!id) return '';
  return form.ownerDocument.getElementById(id)?.textContent?.trim() ?? '';
}
