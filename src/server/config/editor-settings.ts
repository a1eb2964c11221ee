
export interface SignInLimits {
  /** failures of one account from one address */
  account: { max: number; windowMs: number };
  /** failures from one address, whatever the accounts (credential stuffing) */
  address: { max: number; windowMs: number };
}

export const defaultSignInLimits: SignInLimits = {
  account: { max: 5, windowMs: 15 * 60_000 },
  address: { max: 50, windowMs: 60 * 60_000 },
};

export interface EditorSettings {
  /** a session unused this long ends */
  idleMs: number;
  /** a session ends this long after sign-in, however active */
  absoluteMs: number;
  signInLimits: SignInLimits;
  /** the names the site is served at (SITE_HOSTS), besides this server's own addresses: where /edit answers */
  siteHosts: string[];
  /** EDITOR_HOST: the one name /edit answers at (404 at any other), an origin of its own where no third-party script runs */
  editorHost?: string;
  /** how long one validation or save of the editor may work (EDITOR_CHECK_SECONDS); past it the answer is 422 */
  checkLimitMs: number;
  /** the largest upload (MEDIA_MAX_MB), in bytes; past it the answer is 413 */
  mediaMaxBytes: number;
  /** the most pixels an upload may declare (MEDIA_MAX_MEGAPIXELS): a larger one is refused from its header, before decoding */
  mediaMaxPixels: number;
  /** the site's time zone (SITE_TIME_ZONE, IANA): the editor shows times in it and names it */
  timeZone: string;
  /** LEADS_KEEP_MONTHS: leads received longer ago are erased; null (the default) keeps them */
  leadsKeepMonths: number | null;
  /** INSIGHTS_KEEP_MONTHS: the counted page views of days longer ago are erased (25 months by default) */
  insightsKeepMonths: number;
}

export const defaultEditorSettings: EditorSettings = {
  idleMs: 60 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  signInLimits: defaultSignInLimits,
  siteHosts: [],
  checkLimitMs: 20_000,
  mediaMaxBytes: 15 * 1024 * 1024,
  mediaMaxPixels: 50_000_000,
  timeZone: 'UTC',
  leadsKeepMonths: null,
  insightsKeepMonths: 25,
};

/** An IANA time zone the runtime knows (Asia/Kolkata, Europe/Berlin, UTC), or an error that says how to write one. */
export function timeZoneOf(value: string | undefined): string {
  const zone = value?.trim() || defaultEditorSettings.timeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    // as the operator wrote it: ICU would name Asia/Kolkata by its old name, Asia/Calcutta
    return zone;
  } catch {
    throw new Error(`SITE_TIME_ZONE must be a time zone such as Asia/Kolkata, Europe/Berlin or UTC, not "${zone}".`);
  }
}

function months(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 1200) throw new Error(`LEADS_KEEP_MONTHS must be a whole number of months from 1 to 1200, or empty to keep leads, not "${value}".`);
  return number;
}

function keepMonths(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return defaultEditorSettings.insightsKeepMonths;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 1200) throw new Error(`INSIGHTS_KEEP_MONTHS must be a whole number of months from 1 to 1200, not "${value}".`);
  return number;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a number > 0, not "${value}"`);
  return number;
}

// a name as a browser sends it in Host: a DNS name or an IPv4 or [IPv6] address, and a port unless it is the default
const hostPattern = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

function hostNames(name: string, value: string | undefined): string[] {
  const hosts = (value ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean);
  const wrong = hosts.find((host) => !hostPattern.test(host));
  if (wrong) throw new Error(`${name} takes host names with an optional port, such as www.example.com or localhost:3000 (no https://, no path); "${wrong}" is not one.`);
  return hosts;
}

/** SESSION_IDLE_MINUTES (60), SESSION_MAX_HOURS (12), SITE_HOSTS (comma-separated host[:port] names), EDITOR_HOST (one host[:port]), EDITOR_CHECK_SECONDS (20), MEDIA_MAX_MB (15), MEDIA_MAX_MEGAPIXELS (50), SITE_TIME_ZONE (UTC), LEADS_KEEP_MONTHS (keep), INSIGHTS_KEEP_MONTHS (25). */
export function editorSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): EditorSettings {
  const [editorHost, ...more] = hostNames('EDITOR_HOST', env.EDITOR_HOST);
  if (more.length) throw new Error(`EDITOR_HOST takes one host name, not a list: "${env.EDITOR_HOST}".`);
  return {
    idleMs: positive('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 60) * 60_000,
    absoluteMs: positive('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, 12) * 60 * 60_000,
    signInLimits: defaultSignInLimits,
    siteHosts: hostNames('SITE_HOSTS', env.SITE_HOSTS),
    ...(editorHost ? { editorHost } : {}),
    checkLimitMs: positive('EDITOR_CHECK_SECONDS', env.EDITOR_CHECK_SECONDS, defaultEditorSettings.checkLimitMs / 1000) * 1000,
    mediaMaxBytes: Math.round(positive('MEDIA_MAX_MB', env.MEDIA_MAX_MB, 15) * 1024 * 1024),
    mediaMaxPixels: Math.round(positive('MEDIA_MAX_MEGAPIXELS', env.MEDIA_MAX_MEGAPIXELS, 50) * 1_000_000),
    timeZone: timeZoneOf(env.SITE_TIME_ZONE),
    leadsKeepMonths: months(env.LEADS_KEEP_MONTHS),
    insightsKeepMonths: keepMonths(env.INSIGHTS_KEEP_MONTHS),
  };
}
