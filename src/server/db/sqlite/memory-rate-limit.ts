import type { RateLimitSettings } from '../../config/settings.ts';
import type { RateDecision, RateLimiter } from '../requests-store.ts';

/**
 * A fixed-window request counter per client address in this process's memory (the SQLite engine's limiter: one
 * instance); windows that ended are swept as new ones open.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private nextSweep = 0;

  constructor(
    private readonly settings: RateLimitSettings,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.settings.max > 0;
  }

  hit(client: string): RateDecision {
    if (!this.enabled) return { allowed: true, retryAfter: 0 };
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(client);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + this.settings.windowMs };
      this.windows.set(client, window);
    }
    window.count += 1;
    return { allowed: window.count <= this.settings.max, retryAfter: Math.ceil((window.endsAt - now) / 1000) };
  }

  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.settings.windowMs;
    for (const [client, window] of this.windows) if (window.endsAt <= now) this.windows.delete(client);
  }
}
