import { isDeepStrictEqual } from 'node:util';

/**
 * Slack's Block Kit limits, checked over any view or message the builders make: what Slack would refuse with
 * `invalid_arguments` (a whole view lost for one long title). Returns every violation, as `path: problem`.
 */

type Obj = Record<string, unknown>;

function len(s: unknown): number {
  return typeof s === 'string' ? Array.from(s).length : 0;
}

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function violations(surface: unknown, kind: 'modal' | 'message' | 'home'): string[] {
  const out: string[] = [];
  const bad = (path: string, problem: string) => out.push(`${path}: ${problem}`);
  const max = (path: string, value: unknown, n: number) => {
    if (typeof value !== 'string') return bad(path, 'not text');
    if (len(value) === 0) bad(path, 'empty text');
    if (len(value) > n) bad(path, `${len(value)} > ${n}`);
  };
  const textObject = (path: string, t: unknown, n: number) => {
    if (!isObj(t)) return bad(path, 'missing text object');
    if (t.type !== 'plain_text' && t.type !== 'mrkdwn') bad(path, `text type ${String(t.type)}`);
    max(`${path}.text`, t.text, n);
  };
  if (!isObj(surface)) return ['surface: not an object'];
  const blocks = surface.blocks;
  if (!Array.isArray(blocks)) return ['blocks: missing'];
  if (kind === 'modal') {
    if (surface.type !== 'modal') bad('type', 'not a modal');
    textObject('title', surface.title, 24);
    if (surface.submit !== undefined) textObject('submit', surface.submit, 24);
    if (surface.close !== undefined) textObject('close', surface.close, 24);
    if (len(surface.private_metadata) > 3000) bad('private_metadata', `${len(surface.private_metadata)} > 3000`);
    if (len(surface.callback_id) > 255) bad('callback_id', 'over 255');
    if (blocks.length > 100) bad('blocks', `${blocks.length} > 100`);
    if (blocks.some((b) => isObj(b) && b.type === 'input') && surface.submit === undefined) {
      bad('submit', 'a modal with inputs needs a submit button');
    }
  } else if (kind === 'home') {
    if (surface.type !== 'home') bad('type', 'not a home view');
    if (blocks.length > 100) bad('blocks', `${blocks.length} > 100`);
  } else {
    if (typeof surface.text !== 'string' || surface.text === '') bad('text', 'missing fallback text');
    if (len(surface.text) > 40_000) bad('text', 'over 40000');
    if (blocks.length > 50) bad('blocks', `${blocks.length} > 50`);
  }
  const ids = new Set<string>();
  blocks.forEach((b, i) => {
    const at = `blocks[${i}]`;
    if (!isObj(b)) {
      bad(at, 'not an object');
      return;
    }
    if (b.block_id !== undefined) {
      if (typeof b.block_id !== 'string' || len(b.block_id) > 255) bad(`${at}.block_id`, 'bad');
      if (ids.has(b.block_id as string)) bad(`${at}.block_id`, `duplicate ${String(b.block_id)}`);
      ids.add(b.block_id as string);
    }
    switch (b.type) {
      case 'section':
        if (b.text === undefined && b.fields === undefined) bad(at, 'section without text');
        if (b.text !== undefined) textObject(`${at}.text`, b.text, 3000);
        if (Array.isArray(b.fields)) {
          if (b.fields.length > 10) bad(`${at}.fields`, 'over 10');
          for (const [j, f] of b.fields.entries()) textObject(`${at}.fields[${j}]`, f, 2000);
        }
        if (b.accessory !== undefined) element(`${at}.accessory`, b.accessory);
        break;
      case 'header':
        textObject(`${at}.text`, b.text, 150);
        if (isObj(b.text) && b.text.type !== 'plain_text') bad(`${at}.text`, 'header text must be plain');
        break;
      case 'context':
        if (!Array.isArray(b.elements) || b.elements.length === 0 || b.elements.length > 10) {
          bad(`${at}.elements`, 'needs 1 to 10');
        } else for (const [j, e] of b.elements.entries()) textObject(`${at}.elements[${j}]`, e, 2000);
        break;
      case 'divider':
        break;
      case 'actions':
        if (!Array.isArray(b.elements) || b.elements.length === 0 || b.elements.length > 25) {
          bad(`${at}.elements`, 'needs 1 to 25');
        } else for (const [j, e] of b.elements.entries()) element(`${at}.elements[${j}]`, e);
        break;
      case 'input':
        if (kind !== 'modal') bad(at, 'input in a message');
        textObject(`${at}.label`, b.label, 2000);
        if (isObj(b.label) && b.label.type !== 'plain_text') bad(`${at}.label`, 'must be plain');
        if (b.hint !== undefined) textObject(`${at}.hint`, b.hint, 2000);
        if (typeof b.block_id !== 'string') bad(`${at}.block_id`, 'an input needs a block id');
        element(`${at}.element`, b.element);
        break;
      default:
        bad(at, `unexpected block type ${String(b.type)}`);
    }
  });

  function options(path: string, list: unknown, most: number): unknown[] {
    if (!Array.isArray(list) || list.length === 0 || list.length > most) {
      bad(path, `needs 1 to ${most} options`);
      return [];
    }
    const values = new Set<unknown>();
    list.forEach((o, k) => {
      if (!isObj(o)) {
        bad(`${path}[${k}]`, 'not an object');
        return;
      }
      textObject(`${path}[${k}].text`, o.text, 75);
      max(`${path}[${k}].value`, o.value, 75);
      if (values.has(o.value)) bad(`${path}[${k}].value`, 'duplicate');
      values.add(o.value);
      if (o.description !== undefined) textObject(`${path}[${k}].description`, o.description, 75);
    });
    return list;
  }

  function element(path: string, e: unknown): void {
    if (!isObj(e)) return void bad(path, 'missing element');
    if (typeof e.action_id === 'string' && len(e.action_id) > 255) bad(`${path}.action_id`, 'over 255');
    if (e.placeholder !== undefined) textObject(`${path}.placeholder`, e.placeholder, 150);
    switch (e.type) {
      case 'plain_text_input': {
        const m = e.max_length;
        if (m !== undefined && (typeof m !== 'number' || m < 1 || m > 3000)) bad(`${path}.max_length`, String(m));
        if (e.initial_value !== undefined) {
          if (typeof e.initial_value !== 'string') bad(`${path}.initial_value`, 'not text');
          else if (typeof m === 'number' && len(e.initial_value) > m) bad(`${path}.initial_value`, 'over max_length');
          else if (len(e.initial_value) > 3000) bad(`${path}.initial_value`, 'over 3000');
        }
        break;
      }
      case 'number_input':
        if (typeof e.is_decimal_allowed !== 'boolean') bad(path, 'is_decimal_allowed missing');
        if (e.initial_value !== undefined && !/^-?\d+(\.\d+)?$/.test(String(e.initial_value))) {
          bad(`${path}.initial_value`, `not a number: ${String(e.initial_value)}`);
        }
        break;
      case 'datepicker':
        if (e.initial_date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(e.initial_date))) {
          bad(`${path}.initial_date`, String(e.initial_date));
        }
        break;
      case 'static_select': {
        const list = options(`${path}.options`, e.options, 100);
        if (e.initial_option !== undefined && !list.some((o) => isDeepStrictEqual(o, e.initial_option))) {
          bad(`${path}.initial_option`, 'not one of the options');
        }
        break;
      }
      case 'external_select': {
        // The options come from the app later (`block_suggestion`); only the initial one is in the view.
        const q = e.min_query_length;
        if (q !== undefined && (typeof q !== 'number' || !Number.isInteger(q) || q < 0)) {
          bad(`${path}.min_query_length`, String(q));
        }
        if (e.initial_option !== undefined) {
          const o = e.initial_option;
          if (!isObj(o)) bad(`${path}.initial_option`, 'not an object');
          else {
            textObject(`${path}.initial_option.text`, o.text, 75);
            max(`${path}.initial_option.value`, o.value, 150);
          }
        }
        break;
      }
      case 'radio_buttons':
      case 'checkboxes': {
        const list = options(`${path}.options`, e.options, 10);
        if (e.initial_option !== undefined && !list.some((o) => isDeepStrictEqual(o, e.initial_option))) {
          bad(`${path}.initial_option`, 'not one of the options');
        }
        if (e.initial_options !== undefined) {
          if (!Array.isArray(e.initial_options) || e.initial_options.length === 0)
            bad(`${path}.initial_options`, 'empty');
          else if (!e.initial_options.every((i) => list.some((o) => isDeepStrictEqual(o, i)))) {
            bad(`${path}.initial_options`, 'not among the options');
          }
        }
        break;
      }
      case 'button':
        textObject(`${path}.text`, e.text, 75);
        if (e.url !== undefined) max(`${path}.url`, e.url, 3000);
        break;
      default:
        bad(path, `unexpected element ${String(e.type)}`);
    }
  }
  return out;
}

/** Every mrkdwn and plain text in a surface, joined: what a person reads. */
export function allText(surface: unknown): string {
  const parts: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isObj(v)) {
      if ((v.type === 'mrkdwn' || v.type === 'plain_text') && typeof v.text === 'string') parts.push(v.text);
      else for (const [k, x] of Object.entries(v)) if (k !== 'private_metadata') walk(x);
    }
  };
  walk(surface);
  return parts.join('\n');
}

/** The block ids of a surface's input blocks. */
export function inputIds(surface: { blocks?: unknown }): string[] {
  const blocks = Array.isArray(surface.blocks) ? surface.blocks : [];
  return blocks.flatMap((b) => (isObj(b) && b.type === 'input' && typeof b.block_id === 'string' ? [b.block_id] : []));
}
