import { describe, expect, it } from 'vitest';
import { linkMentionsInHtml, mentionParts } from './mentionLinks.ts';

const arjun = { id: '7', username: 'arjun.tech' };
const natasha = { id: '12', username: 'Наташа_фото' };

describe('mention links', () => {
  it('cuts text into words and the members it names, whatever the case', () => {
    expect(mentionParts('Thanks @Arjun.Tech. Ask @nobody or @наташа_фото!', [arjun, natasha])).toEqual([
      { text: 'Thanks ' },
      { text: '@Arjun.Tech', member: arjun },
      { text: '. Ask @nobody or ' },
      { text: '@наташа_фото', member: natasha },
      { text: '!' },
    ]);
  });

  it('leaves text alone when nobody it names is a member', () => {
    expect(mentionParts('mail me@example.com', [])).toEqual([{ text: 'mail me@example.com' }]);
  });

  it('links names in text, never inside links, code or tags', () => {
    const html =
      '<p>Hi @arjun.tech &amp; <a href="https://x.example/@arjun.tech">@arjun.tech</a></p>' +
      '<pre><code>@arjun.tech</code></pre><img src="https://x.example/@arjun.tech.png" alt="@arjun.tech" />' +
      '<p>@Наташа_фото<br />bye</p>';
    expect(linkMentionsInHtml(html, [arjun, natasha])).toBe(
      '<p>Hi <a class="mention" href="/user/7/posts">@arjun.tech</a> &amp; ' +
        '<a href="https://x.example/@arjun.tech">@arjun.tech</a></p>' +
        '<pre><code>@arjun.tech</code></pre><img src="https://x.example/@arjun.tech.png" alt="@arjun.tech" />' +
        '<p><a class="mention" href="/user/12/posts">@Наташа_фото</a><br />bye</p>',
    );
  });

  it('keeps the HTML as it came when the post mentions nobody', () => {
    expect(linkMentionsInHtml('<p>@ghost</p>', [])).toBe('<p>@ghost</p>');
  });
});
