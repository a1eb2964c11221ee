const controls = 'input, textarea, select';

/** The control to focus in the element of a field: itself, or in a list the first empty text (the first one else). */
function controlIn(element: HTMLElement): HTMLElement | null {
  if (element.matches(controls)) return element;
  const inside = [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
  return inside.find((control) => control.value === '') ?? inside[0] ?? null;
}

/**
 * Focuses the control whose id is `id` once the form showing it is drawn: a jump selects a section first, and its form
 * renders after this task (and loads its modules the first time). Gives up after about three seconds.
 */
export function focusWhenShown(id: string, tries = 60): void {
  window.setTimeout(() => {
    const element = document.getElementById(id);
    const control = element && controlIn(element);
    if (control) return control.focus();
    if (tries > 1) focusWhenShown(id, tries - 1);
  }, 50);
}
