/**
 * SCRIPT_ORIGINS, comma-separated https origins (`https://embed.chat.example`): the operator's list, the one source
 * of third-party origins in the CSP. Content can name a script; only this list lets a browser run it.
 */
export function parseScriptOrigins(value: string | undefined): string[] {
  const origins = (value ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  return [
    ...new Set(
      origins.map((origin) => {
        const url = URL.canParse(origin) ? new URL(origin) : undefined;
        // one exact origin each: no path, no wildcard (the write rules compare origins as they are)
        if (url?.protocol !== 'https:' || url.origin !== origin.toLowerCase() || url.hostname.includes('*')) {
          throw new Error(`SCRIPT_ORIGINS must list https origins separated by commas, such as https://embed.chat.example (scheme and host, no path or trailing slash); "${origin}" is not one.`);
        }
        return url.origin;
      }),
    ),
  ];
}
