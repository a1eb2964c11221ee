const controls = 'input, textarea, select';

/** The control to focus in a field's element: itself, or inside a group the first empty text (the first control else). */
function controlIn(element: HTMLElement): HTMLElement | null {
  if (element.matches(controls)) return element;
  const inside = [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(controls)].filter((control) => !control.disabled);
  return inside.find((control) => control.value === '') ?? inside[0] ?? null;
}

/**
 * Focuses the first of `ids` (the field's own, then the fields around it) drawn, once its form shows: a jump selects
 * a section first, and its form renders after this task (and loads its modules the first time). Gives up after about
 * three seconds.
 */
export function focusFirstWhenShown(ids: readonly string[], tries = 60): void {
  if (ids.length === 0) return;
  window.setTimeout(() => {
    for (const id of ids) {
      const element = document.getElementById(id);
      const control = element && controlIn(element);
      if (control) {
        control.focus();
        control.scrollIntoView?.({ block: 'center' });
        return;
      }
    }
    if (tries > 1) focusFirstWhenShown(ids, tries - 1);
  }, 50);
}

/** Runs a jump to a field from inside a modal dialog (Schedule…): the dialog closes first, or the field stays inert. */
export function leave(from: HTMLElement, go: () => void): void {
  const dialog = from.closest('dialog');
  if (dialog?.open) dialog.close();
  go();
}
