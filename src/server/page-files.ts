import path from 'node:path';

/** Where the prerender writes a page and where the server finds it: /about-us → about-us/index.html. */
export function pageFile(clientDir: string, route: string): string {
  return path.join(clientDir, route === '/' ? '' : route, 'index.html');
}

export function notFoundFile(clientDir: string): string {
  return path.join(clientDir, '404.html');
}
