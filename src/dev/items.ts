/**
 * The organization's content, as the item picker and the confirmation see it: a handful of items of each type a
 * task runs against, plus a few it does not, with fixed ids so that tests and people can name them. The shapes
 * follow the service's item JSON (`content/items/<id>`, `search` results): id, owner, title, type, typeKeywords,
 * snippet, tags, created, modified, access, url.
 */

export interface EmulatedItem {
  readonly id: string;
  readonly owner: string;
  readonly title: string;
  readonly type: string;
  readonly typeKeywords: readonly string[];
  readonly snippet: string;
  readonly tags: readonly string[];
  readonly created: number;
  readonly modified: number;
  /** `private`: its owner only; `org`: every member; `public`: anyone, signed in or not. */
  readonly access: 'private' | 'org' | 'public';
  readonly url: string | null;
}

const DAY = 86_400_000;
/** 2026-11-01T00:00:00Z: the seeded items' clock, so that what they say does not depend on when a test runs. */
const SEEDED_AT = Date.UTC(2026, 10, 1);

type Seed = Omit<EmulatedItem, 'created' | 'modified' | 'typeKeywords' | 'url'> & {
  readonly daysOld: number;
  readonly url?: string;
};

const SEEDS: readonly Seed[] = [
  {
    id: 'a1b2c3d4e5f6478899aabbccddeeff01',
    owner: 'ada_admin',
    title: 'Nightly sales notebook',
    type: 'Notebook',
    snippet: 'Refreshes the sales dashboard from the day’s orders.',
    tags: ['sales', 'nightly'],
    access: 'org',
    daysOld: 1,
  },
  {
    id: 'a1b2c3d4e5f6478899aabbccddeeff02',
    owner: 'max_member',
    title: 'Inventory refresh',
    type: 'Notebook',
    snippet: 'Reconciles warehouse counts with the inventory layer.',
    tags: ['inventory'],
    access: 'org',
    daysOld: 3,
  },
  {
    id: 'a1b2c3d4e5f6478899aabbccddeeff03',
    owner: 'ada_admin',
    title: 'Scratch notebook (private)',
    type: 'Notebook',
    snippet: 'Ada’s experiments.',
    tags: [],
    access: 'private',
    daysOld: 9,
  },
  {
    id: 'b1b2c3d4e5f6478899aabbccddeeff01',
    owner: 'ada_admin',
    title: 'Regional sales workbook',
    type: 'Insights Workbook',
    snippet: 'Sales by region, week over week.',
    tags: ['sales'],
    access: 'org',
    daysOld: 2,
  },
  {
    id: 'b1b2c3d4e5f6478899aabbccddeeff02',
    owner: 'max_member',
    title: 'Fleet utilization workbook',
    type: 'Insights Workbook',
    snippet: 'Vehicle hours and idle time.',
    tags: ['fleet'],
    access: 'org',
    daysOld: 12,
  },
  {
    id: 'c1b2c3d4e5f6478899aabbccddeeff01',
    owner: 'ada_admin',
    title: 'City buildings 3D',
    type: 'Scene Service',
    snippet: 'Textured buildings of the city centre.',
    tags: ['3d', 'buildings'],
    access: 'org',
    daysOld: 4,
    url: 'https://maps.example.com/server/rest/services/Hosted/City_buildings/SceneServer',
  },
  {
    id: 'c1b2c3d4e5f6478899aabbccddeeff02',
    owner: 'ada_admin',
    title: 'Street trees 3D',
    type: 'Scene Service',
    snippet: 'Tree points with height and crown.',
    tags: ['3d', 'trees'],
    access: 'public',
    daysOld: 20,
    url: 'https://maps.example.com/server/rest/services/Hosted/Street_trees/SceneServer',
  },
  {
    id: 'd1b2c3d4e5f6478899aabbccddeeff01',
    owner: 'ada_admin',
    title: 'Permit review workflow',
    type: 'Workflow',
    snippet: 'Routes building permits through review.',
    tags: ['permits'],
    access: 'org',
    daysOld: 6,
  },
  {
    id: 'e1b2c3d4e5f6478899aabbccddeeff01',
    owner: 'max_member',
    title: 'Sales territories',
    type: 'Web Map',
    snippet: 'Territories and their reps.',
    tags: ['sales'],
    access: 'org',
    daysOld: 5,
  },
  {
    id: 'e1b2c3d4e5f6478899aabbccddeeff02',
    owner: 'ada_admin',
    title: 'Sales orders',
    type: 'Feature Service',
    snippet: 'Orders with their delivery points.',
    tags: ['sales'],
    access: 'org',
    daysOld: 7,
    url: 'https://maps.example.com/server/rest/services/Hosted/Sales_orders/FeatureServer',
  },
];

const KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  Notebook: ['Notebook', 'Python'],
  'Insights Workbook': ['Insights', 'Workbook'],
  'Scene Service': ['Data', 'Service', 'Hosted Service', 'Scene'],
  Workflow: ['Workflow Manager', 'Workflow'],
  'Web Map': ['Web Map', 'Map'],
  'Feature Service': ['Data', 'Service', 'Feature Service', 'Hosted Service'],
};

/** The seeded items, newest first. */
export const SEED_ITEMS: readonly EmulatedItem[] = SEEDS.map(({ daysOld, url, ...s }) => ({
  ...s,
  typeKeywords: KEYWORDS[s.type] ?? [],
  created: SEEDED_AT - (daysOld + 30) * DAY,
  modified: SEEDED_AT - daysOld * DAY,
  url: url ?? null,
})).sort((a, b) => b.modified - a.modified);

/** Who may see an item: anyone for public, members for org, the owner alone for private. */
export function canSee(item: EmulatedItem, username: string | undefined): boolean {
  if (item.access === 'public') return true;
  if (username === undefined) return false;
  return item.access === 'org' || item.owner === username;
}

/** One condition of a query: `field:value` (field lower-cased) or a bare word or phrase (field undefined). */
export interface Term {
  readonly field: string | undefined;
  readonly value: string;
}

const FIELDS = new Set(['id', 'title', 'type', 'owner', 'tags', 'snippet', 'typekeywords']);

/**
 * The emulator's reading of `q`: terms (`title:sales`, `type:"Insights Workbook"`, bare words, "quoted phrases")
 * that must all hold; `AND` between them is allowed and changes nothing. OR, NOT and parentheses are not modelled
 * and are refused, so that a client relying on them finds out here rather than against a portal.
 */
export function parseQuery(q: string): Term[] | string {
  const text = q.trim();
  if (text === '') return "'q' is required.";
  const pattern = /\s*(?:([A-Za-z]+):)?(?:"([^"]*)"|([^\s"]+))\s*/y;
  const terms: Term[] = [];
  while (pattern.lastIndex < text.length) {
    const at = pattern.lastIndex;
    const m = pattern.exec(text);
    if (!m) return `Cannot read the query near "${text.slice(at, at + 20)}".`;
    const field = m[1]?.toLowerCase();
    const value = m[2] ?? m[3] ?? '';
    if (field === undefined && m[2] === undefined) {
      if (value === 'AND') continue;
      if (value === 'OR' || value === 'NOT' || /[()]/.test(value)) {
        return `The emulator reads terms joined by AND only; "${value}" is not supported.`;
      }
    }
    if (field !== undefined && !FIELDS.has(field)) return `Unknown field "${m[1]}" in the query.`;
    if (value !== '') terms.push({ field, value });
  }
  return terms;
}

function contains(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

/** Whether an item meets a term: type, owner and id exactly (ignoring case), the rest as words within. */
export function meets(item: EmulatedItem, term: Term): boolean {
  const v = term.value;
  const same = (s: string) => s.toLowerCase() === v.toLowerCase();
  switch (term.field) {
    case 'id':
      return same(item.id);
    case 'type':
      return same(item.type);
    case 'owner':
      return same(item.owner);
    case 'title':
      return contains(item.title, v);
    case 'snippet':
      return contains(item.snippet, v);
    case 'tags':
      return item.tags.some(same);
    case 'typekeywords':
      return item.typeKeywords.some(same);
    default:
      return contains(item.title, v) || contains(item.snippet, v) || item.tags.some(same) || same(item.type);
  }
}
