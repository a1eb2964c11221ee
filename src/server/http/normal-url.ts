// Characters RFC 3986 calls unreserved: percent-encoding one of them names the same resource.
const unreserved = /[A-Za-z0-9._~-]/;
// what a target needs normalizing for: a percent sign, a run of slashes, a `.` or `..` segment
const needsWork = /%|\/\/|\/\.\.?(?:\/|$)/;

/** The path with `.` and `..` segments resolved (RFC 3986 5.2.4); `..` above the root stays at the root. */
function withoutDotSegments(path: string): string {
  const segments = path.split('/').slice(1);
  const kept: string[] = [];
  segments.forEach((segment, index) => {
    if (segment !== '.' && segment !== '..') return void kept.push(segment);
    if (segment === '..') kept.pop();
    // `/a/..` and `/a/.` name the folder: `/`
    if (index === segments.length - 1) kept.push('');
  });
  return `/${kept.join('/')}`;
}

/**
 * The request target as every route and guard must see it (RFC 3986 6.2.2): percent-encoded unreserved characters
 * decoded, each run of slashes one slash, dot segments resolved; the query as sent. The absolute form a proxy may
 * send (`http://host/path`) becomes the path. An encoded slash (`%2F`) stays encoded: it is data, not a separator.
 * So `/edit/%61pi/audit`, `/edit//api/audit` and `/edit/x/%2e%2e/api/audit` are all `/edit/api/audit`.
 */
export function normalUrl(url: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url);
  const target = absolute ? url.slice(absolute[0].length) || '/' : url;
  // `*` (OPTIONS *) and other targets that are no path are the router's to refuse
  if (!target.startsWith('/')) return target;
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  if (!needsWork.test(path)) return target;
  const decoded = path.replace(/%([0-9a-f]{2})/gi, (encoded, code: string) => {
    const character = String.fromCharCode(Number.parseInt(code, 16));
    return unreserved.test(character) ? character : encoded;
  });
  return withoutDotSegments(decoded.replace(/\/{2,}/g, '/')) + (end === -1 ? '' : target.slice(end));
}

/** The path a request names, as routes that ignore case and a trailing slash match it (the dev server's own routes). */
export function routePath(url: string): string {
  const normal = normalUrl(url);
  const path = normal.split(/[?#]/)[0] ?? '/';
  return path.replace(/(.)\/$/, '$1').toLowerCase();
}
