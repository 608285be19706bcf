import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('escapes markup and both quotes, and leaves other text as it is', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b> 米粉`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt; 米粉',
    );
  });
});
