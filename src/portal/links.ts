/**
 * Pages of the portal for people (not the REST API): the web root is the Sharing REST root without
 * `/sharing/rest`, e.g. `https://gis.example.org/portal/sharing/rest` → `https://gis.example.org/portal`.
 */

const ITEM_ID = /^[0-9a-f]{32}$/;

/** The portal's web root, without a trailing slash. */
export function webRoot(base: URL): string {
  const url = new URL(base.href);
  url.search = '';
  url.hash = '';
  url.pathname = url.pathname.replace(/\/+$/, '').replace(/\/sharing\/rest$/i, '');
  return url.href.replace(/\/+$/, '');
}

/** The item's page (`…/home/item.html?id=…`), or null for something that is not an item id. */
export function itemPage(base: URL, itemId: string | undefined | null): string | null {
  if (!itemId || !ITEM_ID.test(itemId)) return null;
  return `${webRoot(base)}/home/item.html?id=${itemId}`;
}

/** The page listing the person's content, where the portal's own "Manage tasks" window is reached. */
export function contentPage(base: URL): string {
  return `${webRoot(base)}/home/content.html`;
}
