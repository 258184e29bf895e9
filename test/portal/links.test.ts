import { describe, expect, it } from 'vitest';
import { contentPage, itemPage, webRoot } from '../../src/portal/links.js';

const ID = '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2';

describe('portal pages for people', () => {
  it('strips /sharing/rest from the REST root, with or without a trailing slash', () => {
    expect(webRoot(new URL('https://gis.example.org/portal/sharing/rest'))).toBe('https://gis.example.org/portal');
    expect(webRoot(new URL('https://gis.example.org/portal/sharing/rest/'))).toBe('https://gis.example.org/portal');
    expect(webRoot(new URL('http://localhost:7070/sharing/rest'))).toBe('http://localhost:7070');
  });

  it('links an item id to its page and nothing else', () => {
    const base = new URL('https://gis.example.org/portal/sharing/rest');
    expect(itemPage(base, ID)).toBe(`https://gis.example.org/portal/home/item.html?id=${ID}`);
    expect(itemPage(base, undefined)).toBeNull();
    expect(itemPage(base, `${ID}&x=<y>`)).toBeNull();
    expect(itemPage(base, ID.toUpperCase())).toBeNull();
    expect(contentPage(base)).toBe('https://gis.example.org/portal/home/content.html');
  });
});
