// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Site } from '../generated/site.ts';
import { ownSiteFile } from './paths.ts';
import { pageDataSource } from './page-data.ts';
import { referenceKeysOf } from './references.ts';
import { schemaDir } from './paths.ts';
import { formatProblem, validateSiteText } from './validate-site.ts';
import { canDelete, deleteShared, detach, keepSharedInUse, makeShared, sharedUses } from './shared-edits.ts';

const text = readFileSync(ownSiteFile, 'utf8');
const site = JSON.parse(text) as Site;
const at = (path: string) => site.pages.findIndex((page) => page.path === path);
const [home, about, web] = [at('/'), at('/about-us'), at('/web-development')];
const last = (page: number) => site.pages[page]!.sections.length - 1;
const referenceKeys = referenceKeysOf(schemaDir);

const problemsOf = (content: Site) => validateSiteText(JSON.stringify(content, null, 2), { file: 'site.json' }).problems.map(formatProblem);
/** What each page shows, in the default language: its data as a publish derives it. */
const shown = (content: Site) => {
  const source = pageDataSource(content, '', referenceKeys);
  return content.pages.map((page) => source.dataOf(page));
};

function made(content: Site, page: number, section: number, name: string) {
  const result = makeShared(content, page, section, name);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('makeShared', () => {
  it('writes the section once under sharedSections, names it from the page, and changes nothing the page shows', () => {
    const { site: next, id } = made(site, home, last(home), 'Contact call to action');
    expect(id).toBe('contact-call-to-action');
    expect(next.sharedSections).toEqual([{ id, name: 'Contact call to action', section: site.pages[home]!.sections[last(home)] }]);
    expect(next.pages[home]!.sections[last(home)]).toEqual({ shared: id });
    expect(problemsOf(next)).toEqual([]);
    expect(shown(next)).toEqual(shown(site));
    // the site given is left as it was
    expect(site).toEqual(JSON.parse(text));
  });

  it("leaves the section's anchor on the page, so links to it still land", () => {
    const counter = site.pages[home]!.sections.findIndex((section) => 'id' in section && section.id === 'aximo-counter');
    const { site: next, id } = made(site, home, counter, 'Counters');
    expect(next.pages[home]!.sections[counter]).toEqual({ shared: id, id: 'aximo-counter' });
    expect(next.sharedSections![0]!.section).not.toHaveProperty('id');
    expect(problemsOf(next)).toEqual([]);
    expect(JSON.stringify(shown(next))).toBe(JSON.stringify(shown(site)));
  });

  it('refuses a section already shared, a name empty, too long or taken; gives a free id to a name like another', () => {
    const { site: next } = made(site, home, last(home), 'Contact CTA');
    expect(makeShared(next, home, last(home), 'Again')).toEqual({ ok: false, message: 'This section is already the shared section “Contact CTA”.' });
    expect(makeShared(next, about, last(about), '  ')).toEqual({ ok: false, message: 'Give the shared section a name.' });
    expect(makeShared(next, about, last(about), 'x'.repeat(81))).toEqual({ ok: false, message: 'The name is 81 characters long; make it at most 80.' });
    expect(makeShared(next, about, last(about), 'contact cta')).toEqual({ ok: false, message: 'A shared section is already called “contact cta”: choose another name.' });
    expect(made(next, about, last(about), 'Contact-CTA').id).toBe('contact-cta-2');
    expect(made(next, about, last(about), '2025 offer').id).toBe('shared-2025-offer');
    expect(makeShared(site, 99, 0, 'Nowhere')).toEqual({ ok: false, message: 'There is no such section.' });
  });
});

describe('using, detaching and deleting a shared section', () => {
  /** The home's call to action shared and used on the web development page too, instead of its own. */
  function usedTwice(): { site: Site; id: string } {
    const { site: shared, id } = made(site, home, last(home), 'Contact call to action');
    // a copy: the site made shares the pages it left as they were with the site given
    const next = structuredClone(shared);
    next.pages[web]!.sections[last(web)] = { shared: id };
    return { site: next, id };
  }

  it('lists the pages that show it, through another shared section and on templates too', () => {
    const { site: next, id } = usedTwice();
    next.sharedSections!.push({ id: 'closing', name: 'Closing band', section: { shared: id } });
    next.pages[about]!.sections[last(about)] = { shared: 'closing' };
    next.pages[about]!.template = true;
    expect(sharedUses(next, id)).toEqual([
      { page: home, path: '/', title: site.pages[home]!.title, template: false, sections: [last(home)] },
      { page: about, path: '/about-us', title: site.pages[about]!.title, template: true, sections: [last(about)] },
      { page: web, path: '/web-development', title: site.pages[web]!.title, template: false, sections: [last(web)] },
    ]);
    expect(sharedUses(next, 'closing').map((use) => use.path)).toEqual(['/about-us']);
  });

  it('turns one use into a plain copy, with its translations and anchor: the page shows the same, the others still use it', () => {
    const { site: next, id } = usedTwice();
    const detached = detach(next, home, last(home));
    if (!detached.ok) throw new Error(detached.message);
    expect(detached.site.pages[home]!.sections[last(home)]).toEqual(site.pages[home]!.sections[last(home)]);
    expect(detached.site.pages[web]!.sections[last(web)]).toEqual({ shared: id });
    expect(shown(detached.site)).toEqual(shown(next));
    expect(problemsOf(detached.site)).toEqual([]);
    expect(detach(next, about, 0)).toEqual({ ok: false, message: 'This section is not shared: it is already this page’s own.' });
  });

  it('refuses to detach a use of a shared section deleted meanwhile, saying so', () => {
    const { site: next } = usedTwice();
    expect(detach({ ...next, sharedSections: [] }, web, last(web))).toEqual({ ok: false, message: 'The shared section “contact-call-to-action” is gone (deleted in another draft?): remove this section or choose another.' });
  });

  it('refuses to delete one that pages or another shared section show, naming them; deletes it once none does', () => {
    const { site: next, id } = usedTwice();
    expect(canDelete(next, id)).toEqual({ ok: false, message: 'This shared section cannot be deleted: it is used on 2 pages: /, /web-development. Detach it or remove it there first.', pages: ['/', '/web-development'], sharedSections: [] });
    next.sharedSections!.push({ id: 'closing', name: 'Closing band', section: { shared: id } });
    let alone = detach(next, home, last(home));
    if (alone.ok) alone = detach(alone.site, web, last(web));
    if (!alone.ok) throw new Error(alone.message);
    expect(deleteShared(alone.site, id)).toEqual({ ok: false, message: 'This shared section cannot be deleted: the shared section “Closing band” shows it. Detach it or remove it there first.' });
    const closing = deleteShared(alone.site, 'closing');
    if (!closing.ok) throw new Error(closing.message);
    const gone = deleteShared(closing.site, id);
    expect(gone.ok && gone.site.sharedSections).toEqual([]);
  });
});

describe('a shared section deleted in another save', () => {
  const { site: base, id } = made(site, home, last(home), 'Contact call to action');
  const theirs = { ...withoutUse(base), sharedSections: [] };
  function withoutUse(content: Site): Site {
    return { ...content, pages: content.pages.map((page, p) => (p === home ? { ...page, sections: page.sections.slice(0, -1) } : page)) };
  }

  it('stays deleted when my changes leave it alone', () => {
    const mine = structuredClone(base);
    mine.pages[about]!.title = 'About us';
    const merged = { ...theirs, pages: theirs.pages.map((page, p) => (p === about ? mine.pages[about]! : page)) };
    expect(keepSharedInUse(base, mine, merged)).toEqual({ site: merged, kept: [] });
  });

  it('is kept, as my draft has it, when I changed it or a page of the merge still uses it, naming the pages', () => {
    const mine = structuredClone(base);
    (mine.sharedSections![0]!.section as { heading: string }).heading = 'Call us';
    const changed = keepSharedInUse(base, mine, theirs);
    expect(changed.site.sharedSections).toEqual(mine.sharedSections);
    expect(changed.kept).toEqual([{ id, name: 'Contact call to action', pages: ['/'], message: 'The shared section “Contact call to action” was deleted in another save, but your draft uses it on the page /: it is kept, with your changes. Delete it from Add section if it should go.' }]);
    expect(problemsOf(changed.site)).toEqual([]);

    // unchanged, but added to the web development page by my changes, which the merge kept
    const used = structuredClone(theirs);
    used.pages[web]!.sections.push({ shared: id });
    const kept = keepSharedInUse(base, base, used);
    expect(kept.site.sharedSections).toEqual(base.sharedSections);
    expect(kept.kept.map((one) => one.pages)).toEqual([['/web-development']]);
    expect(problemsOf(kept.site)).toEqual([]);
    // and one it shows is kept with it
    const chained: Site = { ...base, sharedSections: [...base.sharedSections!, { id: 'closing', name: 'Closing band', section: { shared: id } }] };
    const usesClosing = structuredClone(theirs);
    usesClosing.pages[web]!.sections.push({ shared: 'closing' });
    expect(keepSharedInUse(chained, chained, usesClosing).site.sharedSections!.map((item) => item.id)).toEqual(['closing', id]);
  });

  it('puts back one I made that the merge left out, without saying it was deleted', () => {
    const mine = made(base, about, last(about), 'About call to action').site;
    const back = keepSharedInUse(base, mine, theirs);
    expect(back.site.sharedSections).toEqual([mine.sharedSections![1]]);
    expect(back.kept).toEqual([]);
  });
});
