import { caller, type EmulatorRequest, param, type Services } from '../context.js';
import { canSee, type EmulatedItem, meets, parseQuery } from '../items.js';
import { errorReply, invalidToken, json, type Reply } from '../responses.js';
import { page, readPaging } from './paging.js';

/** The service's answer for an id it has not got, or that the caller may not see: the two are not told apart. */
function notFound(req: EmulatorRequest): Reply {
  return errorReply(400, 'Item does not exist or is inaccessible.', { messageCode: 'CONT_0001' }, req.format);
}

/** The item JSON the service gives (a subset of its many fields). */
function itemJson(item: EmulatedItem) {
  return {
    id: item.id,
    owner: item.owner,
    created: item.created,
    modified: item.modified,
    title: item.title,
    type: item.type,
    typeKeywords: item.typeKeywords,
    snippet: item.snippet,
    tags: item.tags,
    access: item.access,
    url: item.url,
  };
}

/** Who is asking: a signed-in user's name, undefined for anonymous, or a reply for a token the service refuses. */
function viewer(req: EmulatorRequest, s: Services): string | undefined | Reply {
  const who = caller(req, s);
  if (who.kind === 'invalid') return invalidToken(req.format);
  return who.kind === 'user' ? who.account.username : undefined;
}

/** `content/items/<id>`: one item the caller may see; anything else is CONT_0001. */
export function item(req: EmulatorRequest, s: Services): Reply {
  const username = viewer(req, s);
  if (typeof username === 'object') return username;
  const id = req.segments[2] ?? '';
  if (s.missingItemIds.has(id)) return notFound(req);
  const found = s.state.items().find((i) => i.id === id && canSee(i, username));
  return found ? json(itemJson(found), req.format) : notFound(req);
}

/** `search?q=…`: the items the caller may see that meet every term of `q`, newest first, paged. */
export function search(req: EmulatorRequest, s: Services): Reply {
  const username = viewer(req, s);
  if (typeof username === 'object') return username;
  const terms = parseQuery(param(req, 'q') ?? '');
  if (typeof terms === 'string') return errorReply(400, 'Unable to perform query.', { details: [terms] }, req.format);
  const paging = readPaging(param(req, 'start'), param(req, 'num'));
  if (typeof paging === 'string') return errorReply(400, paging, {}, req.format);
  const found = s.state.items().filter((i) => canSee(i, username) && terms.every((t) => meets(i, t)));
  const p = page(found.map(itemJson), paging.start, paging.num);
  return json(
    { query: param(req, 'q'), total: p.total, start: p.start, num: p.num, nextStart: p.nextStart, results: p.items },
    req.format,
  );
}
