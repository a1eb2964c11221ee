// The words of Add page's "Start from" and of the pages list's template mark.
export const startLabels = {
  label: 'Start from',
  empty: 'An empty page',
  templates: 'A template',
  pages: 'An existing page',
  option: (title: string, path: string) => `${title} (${path})`,
  emptyHint: 'No sections yet: add them from the outline.',
  copyHint: 'The new page gets its sections, their translations and the shared sections they use, its description and breadcrumb. Its title is yours.',
  template: 'Template',
};
