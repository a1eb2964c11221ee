import type { ContactRequest } from '../../../shared/contact-endpoint.ts';
import type { Storage } from '../../db/requests-store.ts';
import { repeatsBeforeSpam, siteScripts, spamScore, spamSignals, spamThreshold } from './spam-score.ts';

const day = 24 * 60 * 60_000;
/** a message shorter than this ("Hello", "Call me") can come from different people: its senders are not counted */
export const minRepeatedLength = 20;

const scriptsByLocales = new Map<string, RegExp>();
const scriptsOf = (locales: readonly string[]) => {
  const key = locales.join(',');
  let scripts = scriptsByLocales.get(key);
  if (!scripts) scriptsByLocales.set(key, (scripts = siteScripts(locales)));
  return scripts;
};

/**
 * How the contact endpoint files a new request: its spam score, and under spam at the threshold, where it sends no
 * notification (docs/decisions.md, "Leads"). `locales`: the site's languages, whose scripts a message may be in.
 */
export async function judgeRequest(request: ContactRequest, storage: Pick<Storage, 'countSenders'>, locales: readonly string[], now = new Date()): Promise<{ spamScore: number; status: 'new' | 'spam' }> {
  const message = request.message ?? '';
  // a person who sends their message again is one sender; a campaign sends one text from many addresses
  const copies = message.trim().length >= minRepeatedLength ? await storage.countSenders(message, { since: new Date(now.getTime() - day), besides: request.email, enough: repeatsBeforeSpam }) : 0;
  const score = spamScore(spamSignals(request, scriptsOf(locales), copies));
  return { spamScore: score, status: score >= spamThreshold ? 'spam' : 'new' };
}
