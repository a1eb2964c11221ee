// The words of Duplicate page, in one place.
export const copyLabels = {
  open: 'Duplicate page…',
  title: (title: string) => `Duplicate “${title}”`,
  intro: 'The copy gets its sections, their translations and the shared sections they use. Its title is translated anew.',
  pathLabel: 'Path of the copy',
  titleLabel: 'Title of the copy',
  submit: 'Duplicate',
  done: (title: string, path: string) => `Made “${title}” at ${path}. Ctrl+Z undoes it.`,
};
