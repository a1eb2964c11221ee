// The words of "Delete and send its visitors to…", in a marketer's words.

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// "a", "a and b", "a, b and c"
const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

export const retireLabels = {
  open: 'Delete and send its visitors to…',
  title: (title: string) => `Delete “${title}” and send its visitors to…`,
  choose: 'Send its visitors to',
  chooseHint: 'Links to this page will point to the page you choose, and its address will send visitors there.',
  find: 'Find a page',
  noMatch: (query: string) => `No page matches “${query}”.`,
  summary: 'What will happen',
  deleted: (title: string, path: string, translated: boolean) => `The page “${title}” (${path}) is deleted${translated ? ', with its translations' : ''}.`,
  noLinks: (path: string) => `No other page links to ${path}.`,
  /** how many links, where they are (on N pages, in the menu …) and where they will go */
  links: (links: number, pages: number, shared: readonly string[], to: string) => {
    const places = [...(pages > 0 ? [`on ${count(pages, 'page')}`] : []), ...shared.map((name) => `in ${name}`)];
    return `${count(links, 'link')} ${list(places)} will point to ${to}.`;
  },
  which: (n: number) => (n === 1 ? 'The link' : `The ${n} links`),
  visitors: (from: string, others: readonly string[], to: string) => `Visitors of ${from}${others.length > 0 ? ` (and ${list(others)})` : ''} will be sent to ${to}.`,
  retargeted: (n: number, from: string, to: string) =>
    n === 1 ? `The redirect to ${from} will send its visitors to ${to} instead.` : `The ${n} redirects to ${from} will send their visitors to ${to} instead.`,
  replaced: (from: string, to: string | undefined) => `It replaces the redirect from ${from}${to === undefined ? ' (gone)' : ` to ${to}`}.`,
  undo: 'Undo brings it all back.',
  submit: 'Delete and redirect',
  done: (title: string, to: string) => `Deleted “${title}”: its links and its visitors go to ${to}. Ctrl+Z brings it back.`,
  home: 'The home page cannot be sent elsewhere: its address is the site itself.',
  refusedWayOut: 'Delete and send its visitors to… points them to another page instead.',
};
