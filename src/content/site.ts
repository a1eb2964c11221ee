// The one importer of site.json (through the site-json Vite plugin). The build refuses an invalid file,
// so from here on the content is trusted and typed by the generated types.
export { site, pageLoaders } from 'virtual:site';
