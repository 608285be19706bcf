import { describe, expect, it } from 'vitest';
import { countMedia, htmlToText, leadingImages, normalizeLink, textToHtml, youtubeId } from './richText.ts';

describe('rich text helpers', () => {
  it('turns typed text into paragraphs and line breaks', () => {
    expect(textToHtml('first line\nsecond line\n\n\nnext <para>\n\n')).toBe(
      '<p>first line<br>second line</p><p>next &lt;para&gt;</p>',
    );
    expect(textToHtml('  \n\n ')).toBe('');
  });

  it('reads the text of HTML with blocks on their own lines and entities decoded', () => {
    expect(
      htmlToText('<p>One&nbsp;two</p><p>three <b>four</b></p><ul><li>a</li><li>b &amp; c</li></ul>'),
    ).toBe('One two\nthree four\na\nb & c');
    expect(htmlToText('<p></p><p>  </p>')).toBe('');
  });

  it('counts images, videos and YouTube embeds as the server does', () => {
    const html =
      '<p>x</p><img src="/uploads/a.png"><img src="/uploads/b.png"><video src="/uploads/v.mp4" controls></video>' +
      '<div data-youtube-video=""><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></div>';
    expect(countMedia(html)).toEqual({ images: 2, videos: 1, youtube: 1 });
  });

  it("splits a picture post's leading images from its text", () => {
    const html =
      '<p><img src="/uploads/a.png?x=1&amp;y=2" width="800" height="600"></p><p><img src="/uploads/b.png" width="10" height="20"></p><p>Text <img src="/uploads/c.png"></p>';
    const { images, rest } = leadingImages(html);
    expect(images).toEqual([
      { url: '/uploads/a.png?x=1&y=2', width: 800, height: 600 },
      { url: '/uploads/b.png', width: 10, height: 20 },
    ]);
    expect(rest).toBe('<p>Text <img src="/uploads/c.png"></p>');
    // The server may drop the paragraph around a block image.
    expect(leadingImages('<img src="/u/x.png" width="1" height="2"><p>t</p>').images).toHaveLength(1);
    expect(leadingImages('<p>no images</p>')).toEqual({ images: [], rest: '<p>no images</p>' });
  });

  it('finds the video id in YouTube addresses and nowhere else', () => {
    const id = 'dQw4w9WgXcQ';
    expect(youtubeId(`https://www.youtube.com/watch?v=${id}&t=10s`)).toBe(id);
    expect(youtubeId(`youtu.be/${id}`)).toBe(id);
    expect(youtubeId(`https://m.youtube.com/shorts/${id}`)).toBe(id);
    expect(youtubeId(`https://www.youtube-nocookie.com/embed/${id}`)).toBe(id);
    expect(youtubeId(`https://vimeo.com/${id}`)).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(youtubeId('not a url at all')).toBeNull();
  });

  it('normalises link addresses and refuses scripts', () => {
    expect(normalizeLink('example.com/path')).toBe('https://example.com/path');
    expect(normalizeLink('http://example.com')).toBe('http://example.com/');
    expect(normalizeLink('mailto:fan@example.com')).toBe('mailto:fan@example.com');
    expect(normalizeLink('javascript:alert(1)')).toBeNull();
    expect(normalizeLink('localhost')).toBeNull();
    expect(normalizeLink('   ')).toBeNull();
  });
});
