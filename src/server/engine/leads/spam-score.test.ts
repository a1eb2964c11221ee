// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteScripts, spamScore, spamSignals, spamThreshold } from './spam-score.ts';

const englishAndHindi = siteScripts(['en', 'hi']);
const score = (name: string, message: string, copies = 0, scripts = englishAndHindi) => spamScore(spamSignals({ name, message }, scripts, copies));

describe('spam score', () => {
  it('gives a plain request in English or Hindi nothing, phone numbers and hyphens included', () => {
    expect(score('Asha Verma', 'We need an app for our drivers. Call +91 98765 43210 after 5 pm - thanks!')).toBe(0);
    expect(score('आशा वर्मा', 'नमस्ते, हमें अपने ड्राइवरों के लिए एक ऐप चाहिए। कृपया कॉल करें।')).toBe(0);
  });

  it('counts links in the message, up to three, and files three or more under spam', () => {
    expect(score('Ravi', 'Our current site is https://example.in')).toBe(20);
    expect(score('Ravi', 'see www.a.com and http://b.net and https://c.org and https://d.xyz')).toBe(60);
    expect(score('Ravi', 'see www.a.com and http://b.net and https://c.org')).toBeGreaterThanOrEqual(spamThreshold);
  });

  it('files a name that is a link or a domain under spam', () => {
    expect(score('http://cheap-seo.example', 'Hello')).toBeGreaterThanOrEqual(spamThreshold);
    expect(score('best-backlinks.xyz', 'Hello')).toBeGreaterThanOrEqual(spamThreshold);
    expect(score('Dr. Anil K. Sharma', 'Hello')).toBe(0);
  });

  it('weighs a message mostly in a script the site is not written in, but not a quoted foreign word', () => {
    expect(score('Ivan', 'Здравствуйте, мы предлагаем продвижение вашего сайта в поисковых системах')).toBe(40);
    expect(score('Ivan', 'We saw your work on the app called «Москва» and want one like it')).toBe(0);
    // the same Cyrillic message on a site written in Russian is plain
    expect(score('Ivan', 'Здравствуйте, мы хотим заказать мобильное приложение для нашей компании', 0, siteScripts(['en', 'ru']))).toBe(0);
  });

  it('files a message two other addresses already sent within a day under spam', () => {
    expect(score('Asha', 'Hello, we need an app', 1)).toBe(0);
    expect(score('Asha', 'Hello, we need an app', 2)).toBeGreaterThanOrEqual(spamThreshold);
  });

  it('reads the scripts of languages Intl names otherwise (Chinese, Japanese), and ignores a code it cannot read', () => {
    expect(siteScripts(['zh']).test('中')).toBe(true);
    expect(siteScripts(['ja']).test('か')).toBe(true);
    expect(siteScripts(['not a language!']).test('a')).toBe(true);
  });
});
