// Interface words of the block catalog, a developer tool: they are not site content, so not in site.json.
export const labels = {
  title: 'Block catalog',
  intro:
    'Every block type site.json accepts, shown from the example in its schema and with this site’s content. To use one, copy its JSON into the "sections" of a page in site.json and change the text.',
  toc: 'Block types',
  /** read after each block's title: "Hero block" */
  blockSuffix: 'block',
  skipLink: 'Skip to the blocks',
  json: 'JSON for site.json',
  copy: 'Copy JSON',
  copied: 'Copied to the clipboard.',
  copyFailed: 'Could not copy: the JSON is selected, press Ctrl+C (⌘C on a Mac).',
  preview: 'Preview',
  notRegistered: (type: string) => `No component is registered for "${type}" in src/render/registry.ts.`,
  failed: 'This example could not be rendered; the browser console shows why.',
} as const;
