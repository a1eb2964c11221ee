import pg from 'pg';

/** the channel addLiveVersion notifies, with the new version's id as payload */
export const versionsChannel = 'site_versions';

/** how the listener's connection is named in pg_stat_activity */
export const listenerApplicationName = 'editor-versions-listener';

const firstRetryMs = 100;
const lastRetryMs = 2_000;

/**
 * LISTEN on a connection of its own, kept up: when it drops (a server restart, pg_terminate_backend, a network
 * failure) it connects again, waiting 0.1 s, then twice as long up to 2 s, as long as it takes. After connecting
 * again it calls back with `current()` too, since a version published meanwhile sent its NOTIFY to no one.
 */
export class VersionListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = firstRetryMs;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly onVersion: (id: number) => void,
    private readonly current: () => Promise<number | null>,
  ) {}

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
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: listenerApplicationName, keepAlive: true, connectionTimeoutMillis: 5_000 });
    this.client = client;
    client.on('notification', ({ channel, payload }) => {
      const id = Number(payload);
      if (channel === versionsChannel && Number.isSafeInteger(id)) this.onVersion(id);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${versionsChannel}`);
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
    const id = await this.current().catch(() => null);
    if (id !== null && !this.stopped) this.onVersion(id);
  }
}
