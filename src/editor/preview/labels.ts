// Interface words of the preview and its frame.
export const previewLabels = {
  frameTitle: 'Preview',
  widths: 'Preview width in pixels',
  sectionFailed: 'This section cannot be shown yet: its problems are listed in its form.',
  pageFailed: 'The preview cannot show this draft: fix the problems listed in the editor.',
  noPage: (path: string) => `There is no page at ${path}.`,
  waiting: 'Waiting for the editor…',
} as const;
