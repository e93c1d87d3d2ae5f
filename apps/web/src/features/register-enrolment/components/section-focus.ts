/**
 * Takes the farmer to what must be put right in a section of the new-enrolment screen: the first
 * field marked invalid there, or else its first field (a row form not opened yet, a box not ticked).
 * Sections are found by their slot (`data-section`, set by EnrolmentForm); the first of `sections`
 * that is on the screen is taken.
 */
export function focusSection(root: ParentNode, sections: readonly string[]): boolean {
  for (const id of sections) {
    const slot = root.querySelector(`[data-section="${id}"]`);
    if (!slot) continue;
    const target =
      slot.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)') ??
      slot.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)');
    if (!target) continue;
    // Centred, so the sticky header does not hide it and its message below shows too.
    target.scrollIntoView?.({ block: 'center' });
    target.focus();
    return true;
  }
  return false;
}
