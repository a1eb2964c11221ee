import { defaultSignInLimits, type SignInLimits } from '../auth/sign-in.ts';

export interface EditorSettings {
  /** a session unused this long ends */
  idleMs: number;
  /** a session ends this long after sign-in, however active */
  absoluteMs: number;
  signInLimits: SignInLimits;
  /** more names the site is served at (SITE_HOSTS), besides its siteUrl's host and this server's own addresses */
  siteHosts: string[];
  /** how long one validation or save of the editor may work (EDITOR_CHECK_SECONDS); past it the answer is 422 */
  checkLimitMs: number;
}

export const defaultEditorSettings: EditorSettings = {
  idleMs: 60 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  signInLimits: defaultSignInLimits,
  siteHosts: [],
  checkLimitMs: 20_000,
};

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a number > 0, not "${value}"`);
  return number;
}

/** SESSION_IDLE_MINUTES (60), SESSION_MAX_HOURS (12), SITE_HOSTS (comma-separated host[:port] names), EDITOR_CHECK_SECONDS (20). */
export function editorSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): EditorSettings {
  return {
    idleMs: positive('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 60) * 60_000,
    absoluteMs: positive('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, 12) * 60 * 60_000,
    signInLimits: defaultSignInLimits,
    siteHosts: (env.SITE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    checkLimitMs: positive('EDITOR_CHECK_SECONDS', env.EDITOR_CHECK_SECONDS, defaultEditorSettings.checkLimitMs / 1000) * 1000,
  };
}
