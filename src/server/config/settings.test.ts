// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { settingsFromEnv } from './settings.ts';
import { parseScriptOrigins } from '../../model/script-origins.ts';

describe('SCRIPT_ORIGINS', () => {
  it('is empty when unset: no third-party origin at all', () => {
    expect(parseScriptOrigins(undefined)).toEqual([]);
    expect(parseScriptOrigins(' ')).toEqual([]);
    expect(settingsFromEnv({}).scriptOrigins).toEqual([]);
  });

  it('takes https origins, separated by commas', () => {
    expect(parseScriptOrigins('https://embed.chat.example, https://Widgets.Example:8443,https://embed.chat.example')).toEqual(['https://embed.chat.example', 'https://widgets.example:8443']);
  });

  it.each(['http://embed.chat.example', 'https://embed.chat.example/', 'https://embed.chat.example/widget.js', 'embed.chat.example', "https://a.example 'unsafe-inline'", 'https://*.example'])(
    'refuses %s at start, saying what it takes',
    (value) => {
      expect(() => settingsFromEnv({ SCRIPT_ORIGINS: value })).toThrow(/^SCRIPT_ORIGINS must list https origins separated by commas, such as https:\/\/embed\.chat\.example .*; ".*" is not one\.$/);
    },
  );
});
