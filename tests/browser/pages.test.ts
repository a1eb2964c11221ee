import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage, sharedBrowser, viewports } from './chromium.ts';

const baseURL = inject('baseURL');

// Expected values copied from the spec (§2), not read from site.json, so a content slip fails here.
const faqQuestions = [
  'What services do you offer?',
  'What is your development process?',
  'How much does a project cost?',
  'Do you follow an agile approach?',
  'How do you handle client feedback?',
  'Can we see samples of previous work?',
];

const servicePages = [
  {
    path: '/custom-software-development',
    title: 'Custom Software Development',
    highlights: ['Design and architecture', 'Agile development and implementation'],
    steps: [
      'Research and Competitor Analysis',
      'Custom Software Design and Architecture',
      'Development and Implementation',
      'Quality Assurance and Testing',
      'Launch and Post-Launch Support',
    ],
  },
  {
    path: '/mobile-app-development',
    title: 'Mobile App Development',
    highlights: ['Research and Strategy', 'Development and Testing'],
    steps: ['Research and Planning', 'UI/UX Design and Prototyping', 'App Development and Testing', 'Launch and Post-Launch Support'],
  },
  {
    path: '/web-development',
    title: 'Web Development',
    highlights: ['Website Strategy and Planning', 'Development and QA'],
    steps: ['Website Strategy and Planning', 'Web Design and Prototyping', 'Development and Quality Assurance', 'Launch and Post-Launch Maintenance'],
  },
  {
    path: '/it-consulting',
    title: 'IT Consulting & Strategy',
    highlights: ['Technology Assessment', 'Strategy Development'],
    steps: ['Technology Assessment', 'Digital Transformation Strategy', 'Implementation Support', 'Ongoing IT Optimization'],
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titleOf = (name: string) => new RegExp(`^${escape(name)}( |$)`);

function expandedStates(main: Locator): Promise<(string | null)[]> {
  return Promise.all(faqQuestions.map((question) => main.getByRole('button', { name: question, exact: true }).getAttribute('aria-expanded')));
}

/** h3 texts inside the list items of the region named `name`, in page order. */
function itemHeadings(page: Page, name: string): Promise<string[]> {
  return page.getByRole('region', { name, exact: true }).getByRole('listitem').getByRole('heading', { level: 3 }).allInnerTexts();
}

describe.skipIf(!inject('browserTests'))('FAQ, contact and service pages in Chromium', () => {
  const browser = sharedBrowser();

  it('/faq opens the first of six questions, and one question at a time', async () => {
    const { page, errors } = await openPage(browser(), viewports.desktop);
    await page.goto(`${baseURL}/faq`);
    await expect.poll(() => page.title()).toMatch(titleOf('Faq'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Faq');
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(faqQuestions);
    await expect.poll(() => expandedStates(main)).toEqual(['true', 'false', 'false', 'false', 'false', 'false']);
    expect(await main.getByRole('region', { name: faqQuestions[0] }).innerText()).toMatch(/end-to-end software development/i);

    // a click before the block is live is given back once it is (src/hydration/hydration-gates.ts): its answer may come a moment later
    await main.getByRole('button', { name: faqQuestions[2], exact: true }).click();
    await expect.poll(() => expandedStates(main)).toEqual(['false', 'false', 'true', 'false', 'false', 'false']);
    await main.getByRole('region', { name: faqQuestions[2] }).waitFor({ state: 'visible' });
    expect(await main.getByRole('region', { name: faqQuestions[2] }).innerText()).toMatch(/scope and complexity/);
    await main.getByRole('region', { name: faqQuestions[0] }).waitFor({ state: 'hidden' });

    await main.getByRole('button', { name: faqQuestions[4], exact: true }).focus();
    await page.keyboard.press('Enter');
    expect(await expandedStates(main)).toEqual(['false', 'false', 'false', 'false', 'true', 'false']);
    expect(errors).toEqual([]);
  });

  it('/contact-us shows the contact boxes with working links and the FAQ columns', async () => {
    const { page, errors } = await openPage(browser(), viewports.desktop);
    await page.goto(`${baseURL}/contact-us`);
    await expect.poll(() => page.title()).toMatch(titleOf('Contact Us'));
    const info = page.getByRole('region', { name: 'Contact Information' });
    await info.waitFor();
    expect(await itemHeadings(page, 'Contact Information')).toEqual(['Call us', 'Email us', 'Office address']);
    expect(await info.getByRole('link', { name: /\+91/ }).getAttribute('href')).toMatch(/^tel:\+\d+$/);
    expect(await info.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
    expect(await info.locator('address').innerText()).toMatch(/Agra, Uttar Pradesh/);

    const faq = page.getByRole('region', { name: 'These FAQs help clients learn about us' });
    expect(await faq.getByRole('list').count()).toBe(2);
    expect(await itemHeadings(page, 'These FAQs help clients learn about us')).toEqual(faqQuestions);
    expect(await faq.getByText(/portfolio and detailed case studies/).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  for (const service of servicePages) {
    it(`${service.path} shows its title, two highlight columns and ${service.steps.length} approach steps in order`, async () => {
      const { page, errors } = await openPage(browser(), viewports.desktop);
      const response = await page.goto(`${baseURL}${service.path}`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.title()).toMatch(titleOf(service.title));
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(service.title);
      const overview = page.getByRole('region', { name: service.title, exact: true });
      await overview.waitFor();
      await expect.poll(() => overview.getByRole('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await itemHeadings(page, service.title)).toEqual(service.highlights);
      expect(await itemHeadings(page, 'Our Approach')).toEqual(service.steps);
      const others = page.getByRole('region', { name: 'Explore our other services' }).getByRole('link');
      expect(await others.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).not.toContain(service.path);
      expect(errors).toEqual([]);
    });
  }
});
