import type { Site } from '@/generated/site';
import { keepSharedInUse, type KeptShared } from '@/model/shared-edits';
import { reapply, type Collision } from '@/shared/json-diff';
import { deepEqual } from '@/shared/json-pointer';

export interface DraftReapplied {
  result: Site;
  applied: number;
  collisions: Collision[];
  /** shared sections the newer version deleted that my changes need, kept in the draft */
  kept: KeptShared[];
}

const byId = (site: Site) => new Map((site.sharedSections ?? []).map((item) => [item.id, item]));

/** Whether every shared section I changed, made or deleted is in `result` as in my draft. */
function sharedAsMine(base: Site, mine: Site, result: Site): boolean {
  const [before, after, now] = [byId(base), byId(mine), byId(result)];
  return [...new Set([...before.keys(), ...after.keys()])].every((id) => deepEqual(before.get(id), after.get(id)) || deepEqual(now.get(id), after.get(id)));
}

/**
 * My draft re-applied onto `theirs` (json-diff's three-way merge), keeping the shared sections `theirs` deleted that
 * my changes need; a change to a kept one is carried with it, so it is no collision.
 */
export function reapplyDraft(base: Site, mine: Site, theirs: Site): DraftReapplied {
  const merged = reapply(base, mine, theirs);
  const { site, kept } = keepSharedInUse(base, mine, merged.result);
  if (kept.length === 0) return { result: site, applied: merged.applied.length, collisions: merged.collisions, kept };
  const mineShared = mine.sharedSections ?? [];
  const carried = (pointer: string) => {
    const match = /^\/sharedSections(?:\/(\d+))?(?:\/|$)/.exec(pointer);
    if (!match) return false;
    if (match[1] === undefined) return sharedAsMine(base, mine, site);
    const item = mineShared[Number(match[1])];
    return item !== undefined && kept.some((one) => one.id === item.id);
  };
  const collisions = merged.collisions.filter((collision) => !carried(collision.pointer));
  return { result: site, applied: merged.applied.length + merged.collisions.length - collisions.length, collisions, kept };
}
