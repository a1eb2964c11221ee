// The whole site's shared content, imported from site.json at build time (the site-json Vite plugin): for the
// block catalog and the tests only. The site's own client holds no content: each page brings its data.
export { site } from 'virtual:site';
