/** The attribute of the element around the page's section wrappers in the preview. */
export const sectionsAttribute = 'data-preview-sections';

/**
 * The position, among the page's sections, of the section an event happened in; null outside any section
 * (the header, the footer). The wrappers are the renderer's `[data-block]` elements, one per section.
 */
export function sectionIndexOf(target: EventTarget | null, root: ParentNode = document): number | null {
  if (!(target instanceof Element)) return null;
  const container = root.querySelector(`[${sectionsAttribute}]`);
  if (!container) return null;
  let wrapper = target.closest('[data-block]');
  // a block inside a block would have its own wrapper: the page's section is the outermost one in the container
  while (wrapper && wrapper.parentElement !== container) wrapper = wrapper.parentElement?.closest('[data-block]') ?? null;
  if (!wrapper) return null;
  return [...container.children].filter((child) => child.matches('[data-block]')).indexOf(wrapper);
}
