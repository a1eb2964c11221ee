import type { Site } from '@/generated/site';
import type { SaveResult, Version } from '../api/api';

/**
 * This editor's latest save, in flight or answered, for its validations: a validation made meanwhile names the
 * version that save stored, not the one it replaced, which the server no longer holds and answers with a 409.
 * The editor's own state learns of the save only when its answer is back and React has drawn it.
 */
export function saveOrder() {
  let latest: Promise<{ replaced: string; stored: Version } | null> = Promise.resolve(null);
  return {
    /** the save of `draft` made to `base`, whose answer is `result` */
    track(base: Version, draft: Site, result: Promise<SaveResult>): void {
      latest = result.then((answer) => (answer.kind === 'saved' ? { replaced: base.hash, stored: { site: draft, hash: answer.hash } } : null));
    },
    /** `base`; or, once the latest save has answered, the version it stored in place of `base` */
    async current(base: Version): Promise<Version> {
      const save = await latest;
      return save?.replaced === base.hash ? save.stored : base;
    },
  };
}

export type SaveOrder = ReturnType<typeof saveOrder>;
