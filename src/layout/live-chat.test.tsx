import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/test/render';
import { siteWith } from '@/test/site-copy';
import { LiveChat } from './live-chat';

const scriptUrl = 'https://chat.example.com/widget.js';
const widgetScripts = () => [...document.body.querySelectorAll('script')].filter((s) => s.src === scriptUrl);

describe('LiveChat', () => {
  it('adds the widget script when mounted and removes it when unmounted', () => {
    const site = siteWith((draft) => void (draft.settings.liveChat = { scriptUrl }));
    const { unmount } = renderWithSite(<LiveChat />, { site });
    expect(widgetScripts()).toHaveLength(1);
    expect(widgetScripts()[0]?.async).toBe(true);
    unmount();
    expect(widgetScripts()).toHaveLength(0);
  });

  it('adds no script when site.json names none', () => {
    const before = document.querySelectorAll('script').length;
    renderWithSite(<LiveChat />, { site: siteWith((draft) => void delete draft.settings.liveChat) });
    expect(document.querySelectorAll('script')).toHaveLength(before);
  });
});
