import pg from 'pg';

/** the channel addLiveVersion notifies, with the new version's id as payload */
export const versionsChannel = 'site_versions';
/** the channel a new contact request's insert notifies (PostgreSQL migration 9's trigger), with its id as payload */
export const leadsChannel = 'leads_added';

/** how the versions' listener's connection is named in pg_stat_activity */
export const listenerApplicationName = 'editor-versions-listener';

export interface ListenerOptions {
  databaseUrl: string;
  channel: typeof versionsChannel | typeof leadsChannel;
  /** how the connection is named in pg_stat_activity */
  applicationName: string;
  /** called with each notification's id */
  onId: (id: number) => void;
  /** the newest id now: called after a reconnection, since what was notified meanwhile reached no one */
  current: () => Promise<number | null>;
}

const firstRetryMs = 100;
const lastRetryMs = 2_000;

/**
 * LISTEN on a connection of its own, kept up: when it drops (a server restart, pg_terminate_backend, a network
 * failure) it connects again, waiting 0.1 s, then twice as long up to 2 s, as long as it takes. After connecting
 * again it calls back with `current()` too, since what was notified meanwhile reached no one.
 */
export class ChannelListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = firstRetryMs;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ListenerOptions) {}

  /** Resolves once listening; rejects (and stops) when the first connection fails. */
  async start(): Promise<void> {
    try {
      await this.open();
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    // a connection that is dead but not yet known to be must not hold up a shutdown
    if (client) await Promise.race([client.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl, application_name: this.options.applicationName, keepAlive: true, connectionTimeoutMillis: 5_000 });
    this.client = client;
    client.on('notification', ({ channel, payload }) => {
      const id = Number(payload);
      if (channel === this.options.channel && Number.isSafeInteger(id)) this.options.onId(id);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      // the channel is one of two names fixed above, never the caller's text
      await client.query(`LISTEN ${this.options.channel}`);
    } catch (error) {
      this.lost(client);
      throw error;
    }
  }

  /** the connection `client` failed or ended: once per connection, a new one is tried later */
  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    // not awaited: on a connection that already closed, end() may never settle
    client.end().catch(() => {});
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.reconnect(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, lastRetryMs);
  }

  private async reconnect(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.open();
    } catch {
      return; // lost() has planned the next try
    }
    this.retryMs = firstRetryMs;
    const id = await this.options.current().catch(() => null);
    if (id !== null && !this.stopped) this.options.onId(id);
  }
}

/** The listeners a store started: each stopped by the function `listen` answers, the rest by `stopAll` at its close. */
export class Listeners {
  private readonly open = new Set<ChannelListener>();

  /** Resolves once listening, with the way to stop; rejects when the first connection fails. */
  async listen(options: ListenerOptions): Promise<() => Promise<void>> {
    const listener = new ChannelListener(options);
    await listener.start();
    this.open.add(listener);
    return async () => {
      this.open.delete(listener);
      await listener.stop();
    };
  }

  async stopAll(): Promise<void> {
    const open = [...this.open];
    this.open.clear();
    await Promise.all(open.map((listener) => listener.stop()));
  }
}
