// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, validateSiteFile, validateSiteText } from './validate-site.ts';
import { root } from './paths.ts';

const fixture = readFileSync(path.join(root, 'tests/fixtures/minimal-site.json'), 'utf8');
let publicDirectory: string;

beforeAll(() => {
  publicDirectory = mkdtempSync(path.join(tmpdir(), 'site-public-'));
  mkdirSync(path.join(publicDirectory, 'images'));
  for (const name of ['logo.svg', 'logo-light.svg']) writeFileSync(path.join(publicDirectory, 'images', name), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

const MARK = '⟦';

/** Replaces `find` (which must occur once) and returns the text with the 1-based position of MARK, removed. */
function edit(find: string, replace: string): { text: string; line: number; column: number } {
  expect(fixture.split(find)).toHaveLength(2);
  const marked = fixture.replace(find, replace);
  const at = marked.indexOf(MARK);
  expect(at).toBeGreaterThan(-1);
  const before = marked.slice(0, at).split('\n');
  return { text: marked.replace(MARK, ''), line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

function problemsOf(text: string) {
  return validateSiteText(text, { file: 'site.json', publicDirectory }).problems;
}

describe('site.json validation', () => {
  it('accepts the minimal fixture', () => {
    expect(problemsOf(fixture)).toEqual([]);
  });

  it('accepts the real site.json', () => {
    const result = validateSiteFile();
    expect(result.problems.map(formatProblem)).toEqual([]);
  });

  it.each([
    {
      name: 'a JSON syntax error',
      find: '"projects": [],',
      replace: `"projects": [],${MARK},`,
      pointer: '',
      message: /^invalid JSON: Unexpected token Comma/,
    },
    {
      name: 'an unknown block type',
      find: '"type": "cta",',
      replace: `"type": ${MARK}"ctaa",`,
      pointer: '/pages/0/sections/1/type',
      message: /^unknown block type "ctaa"/,
    },
    {
      name: 'a missing required field of a block',
      find: '"heading": "Talk to us",\n',
      replace: '',
      marker: `{\n          "type": "cta"`,
      pointer: '/pages/0/sections/1',
      message: /^missing required property "heading"$/,
    },
    {
      name: 'an unknown property, reported at its key',
      find: '"heading": "Talk to us",',
      replace: `"heading": "Talk to us", ${MARK}"colour": "red",`,
      pointer: '/pages/0/sections/1/colour',
      message: /^unknown property "colour"$/,
    },
    {
      name: 'a link to a route that no page declares',
      find: '"label": "Contact us",\n            "to": "/service"',
      replace: `"label": "Contact us",\n            "to": ${MARK}"/pricing"`,
      pointer: '/pages/0/sections/1/link/to',
      message: /^"\/pricing" is not the path of any page$/,
    },
    {
      name: 'an image file missing from public/',
      find: '"src": "/images/logo.svg"',
      replace: `"src": ${MARK}"/images/logo.png"`,
      pointer: '/settings/logo/src',
      message: /^file "public\/images\/logo.png" does not exist$/,
    },
    {
      name: 'a reference to an undeclared service',
      find: '"services": [\n            "web-development"',
      replace: `"services": [\n            ${MARK}"web-design"`,
      pointer: '/pages/0/sections/0/services/0',
      message: /^"web-design" is not the id of any item under "services"$/,
    },
    {
      name: 'two pages with the same path',
      find: '"path": "/web-development"',
      replace: `"path": ${MARK}"/service"`,
      pointer: '/pages/2/path',
      message: /^"\/service" is used twice: path must be unique/,
      // the service whose page was renamed now links nowhere: reported too
      also: ['/services/0/link'],
    },
    {
      name: 'a malformed e-mail address',
      find: '"email": "support@yamunasoftworks.in"',
      replace: `"email": ${MARK}"support-at-yamunasoftworks.in"`,
      pointer: '/settings/contact/email',
      message: /^must be a valid email$/,
    },
  ])('reports $name with line, column, pointer and message', ({ find, replace, marker, pointer, message, also = [] }) => {
    const edited = marker ? markerPosition(fixture.replace(find, replace), marker) : edit(find, replace);
    const problems = problemsOf(edited.text);
    expect(problems.map((p) => p.pointer).sort()).toEqual([pointer, ...also].sort());
    const problem = problems.find((p) => p.pointer === pointer);
    expect(problem).toMatchObject({ file: 'site.json', line: edited.line, column: edited.column, pointer });
    expect(problem?.message).toMatch(message);
  });

  it.each([
    ['a block type', '"type": "cta"', '"type": "ctaa"', 'unknown block type "ctaa" — did you mean "cta"?'],
    ['a property name', '"heading": "Talk to us"', '"headin": "Talk to us"', 'unknown property "headin" — did you mean "heading"?'],
    ['an icon name', '"icon": "globe"', '"icon": "glob"', '"glob" is not allowed here — did you mean "globe"?'],
    ['a route', '"to": "/service"\n          }\n        }', '"to": "/servce"\n          }\n        }', '"/servce" is not the path of any page — did you mean "/service"?'],
    ['a service id', '"services": [\n            "web-development"', '"services": [\n            "web-developmnt"', '"web-developmnt" is not the id of any item under "services" — did you mean "web-development"?'],
  ])('suggests the near miss for a mistyped %s', (_kind, find, replace, message) => {
    expect(fixture.split(find)).toHaveLength(2);
    expect(problemsOf(fixture.replace(find, replace)).map((p) => p.message)).toContain(message);
  });

  it('suggests nothing when no allowed value is close', () => {
    const [problem] = problemsOf(fixture.replace('"type": "cta"', '"type": "newsletter"'));
    expect(problem?.message).toBe('unknown block type "newsletter"');
  });

  it('reports every problem at once, in file order', () => {
    const text = fixture.replace('"icon": "globe"', '"icon": "planet"').replace('"language": "en"', '"language": "English"');
    const problems = problemsOf(text);
    expect(problems.map((p) => p.pointer)).toEqual(['/settings/language', '/services/0/icon']);
    expect(formatProblem(problems[0]!)).toMatch(/^site\.json:6:17 {2}\/settings\/language {2}has the wrong form/);
  });
});

describe('references to routes and ids', () => {
  const link = '"label": "Contact us",\n            "to": "/service"';
  const withLink = (to: string) => fixture.replace(link, `"label": "Contact us",\n            "to": ${JSON.stringify(to)}`);

  it('takes the routes from the file it validates, not from the repo site.json', () => {
    expect(problemsOf(withLink('/web-development'))).toEqual([]);
    expect(problemsOf(withLink('/about-us')).map((p) => p.message)).toEqual(['"/about-us" is not the path of any page']);
  });

  it('accepts a link to a section by its id and suggests the near miss for a mistyped one', () => {
    expect(problemsOf(withLink('/#contact'))).toEqual([]);
    expect(problemsOf(withLink('/#contct')).map((p) => p.message)).toEqual(['"/#contct" is not the id of any section on page "/" — did you mean "/#contact"?']);
  });

  it('reports a mistyped menu route once, without the complaints of the menu shapes it was not meant as', () => {
    const { text, line, column } = edit('"label": "Home",\n        "to": "/"', `"label": "Home",\n        "to": ${MARK}"/servce"`);
    expect(problemsOf(text)).toEqual([
      { file: 'site.json', line, column, pointer: '/navigation/items/0/to', message: '"/servce" is not the path of any page — did you mean "/service"?' },
    ]);
  });

  it('reports a mistyped service id in a submenu once', () => {
    const problems = problemsOf(fixture.replace('{\n            "service": "web-development"\n          }', '{\n            "service": "web-developmnt"\n          }'));
    expect(problems.map((p) => `${p.pointer}  ${p.message}`)).toEqual([
      '/navigation/items/1/children/0/service  "web-developmnt" is not the id of any item under "services" — did you mean "web-development"?',
    ]);
  });

  it('reports a route of the wrong type as such, once', () => {
    expect(problemsOf(fixture.replace(link, '"label": "Contact us",\n            "to": 5')).map((p) => p.message)).toEqual(['must be string']);
  });

  it('reports a reference into an empty list', () => {
    const text = fixture.replace('"services": [\n            "web-development"', '"projects": [\n            "web-development"').replace('"type": "service-list"', '"type": "project-slider", "gapPx": 24, "breakpoints": [{ "minWidthPx": 0, "slidesPerView": 1 }]');
    expect(problemsOf(text).map((p) => p.message)).toEqual(['"web-development" is not the id of any item under "projects"']);
  });
});

describe('the success page of a contact form', () => {
  const sections = '"breadcrumb": "Service",\n      "sections": []';
  /** The minimal site with a contact form on /service whose successPage is `successPage` (MARK before it locates it). */
  const withForm = (successPage: string) => {
    const block = {
      type: 'contact-form',
      heading: 'Write to us',
      text: 'We answer within a day.',
      fields: Object.fromEntries(['name', 'email', 'phone', 'message'].map((field) => [field, { label: field, placeholder: field }])),
      submitLabel: 'Send',
      successPage: 'SUCCESS',
      image: { src: '/images/logo.svg', alt: 'Logo', width: 168, height: 40 },
      placeholder: '/images/logo.svg',
    };
    return edit(sections, `"breadcrumb": "Service",\n      "sections": [${JSON.stringify(block).replace('"SUCCESS"', `${MARK}${JSON.stringify(successPage)}`)}]`);
  };

  it('accepts a declared page', () => {
    expect(problemsOf(withForm('/web-development').text)).toEqual([]);
  });

  it('reports a success page that no page declares with line, column, pointer and a near miss', () => {
    const { text, line, column } = withForm('/web-developmnt');
    expect(problemsOf(text)).toEqual([
      { file: 'site.json', line, column, pointer: '/pages/1/sections/0/successPage', message: '"/web-developmnt" is not the path of any page — did you mean "/web-development"?' },
    ]);
  });

  it('refuses a section anchor: the success page is a whole page', () => {
    const { text } = withForm('/#contact');
    expect(problemsOf(text).map(formatProblem)).toEqual([expect.stringMatching(/ {2}\/pages\/1\/sections\/0\/successPage {2}"\/#contact" is not the path of any page$/)]);
  });

  it('is required', () => {
    const { text } = withForm('/');
    expect(problemsOf(text.replace('"successPage":"/",', '')).map((p) => p.message)).toEqual(['missing required property "successPage"']);
  });
});

/** Position of the first character of `marker` in `text` (used where the problem points at an object's brace). */
function markerPosition(text: string, marker: string): { text: string; line: number; column: number } {
  const at = text.indexOf(marker);
  const before = text.slice(0, at).split('\n');
  return { text, line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
