import type { ViewStateValues } from '../state.js';

/**
 * A person filling a view in: `view.state.values` as Slack would send it back for a view the app built, with some
 * inputs typed or chosen (by block id) and the rest as the view shows them (its initial values, or nothing). The
 * gallery goes from one view to the next the way Slack does (rebuilds, submissions), never by writing state by hand.
 */
export type Typed = string | readonly string[] | { readonly text: string; readonly value: string } | null;

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function optionsOf(e: Obj): Obj[] {
  const flat = Array.isArray(e.options) ? e.options : [];
  const groups = Array.isArray(e.option_groups) ? e.option_groups : [];
  return [...flat, ...groups.flatMap((g) => (isObj(g) && Array.isArray(g.options) ? g.options : []))].filter(isObj);
}

function chosen(e: Obj, value: string): Obj {
  const o = optionsOf(e).find((x) => x.value === value);
  if (!o) throw new Error(`preview: ${String(e.action_id)} has no option ${value}`);
  return o;
}

/** What an external select holds once a person picked from what the app offered. */
function externalOption(typed: Typed): Obj | null {
  if (isObj(typed)) return { text: { type: 'plain_text', text: typed.text }, value: typed.value };
  return typeof typed === 'string' ? { text: { type: 'plain_text', text: typed }, value: typed } : null;
}

function stateOf(e: Obj, typed: Typed | undefined): Obj {
  const type = String(e.type);
  const given = typed !== undefined;
  switch (type) {
    case 'plain_text_input':
    case 'number_input':
    case 'email_text_input':
    case 'url_text_input': {
      // An option typed into a text box is its value (an item given by id where a picker could also be).
      const text = isObj(typed) ? typed.value : typed;
      return { type, value: given ? text : ((e.initial_value as string | undefined) ?? null) };
    }
    case 'datepicker':
      return { type, selected_date: given ? typed : ((e.initial_date as string | undefined) ?? null) };
    case 'checkboxes':
    case 'multi_static_select':
      return {
        type,
        selected_options: given
          ? (Array.isArray(typed) ? typed : []).map((v: string) => chosen(e, v))
          : ((e.initial_options as Obj[] | undefined) ?? []),
      };
    case 'external_select':
      return {
        type,
        selected_option: given ? externalOption(typed) : (e.initial_option ?? null),
      };
    default:
      return {
        type,
        selected_option: given ? (typeof typed === 'string' ? chosen(e, typed) : null) : (e.initial_option ?? null),
      };
  }
}

/** The state of every input block of `view` (block id → action id → value), with `typed` applied. */
export function typedInto(view: { readonly blocks?: readonly unknown[] }, typed: Readonly<Record<string, Typed>> = {}) {
  const values: Record<string, Record<string, Obj>> = {};
  const seen = new Set<string>();
  for (const b of view.blocks ?? []) {
    if (!isObj(b) || b.type !== 'input' || typeof b.block_id !== 'string' || !isObj(b.element)) continue;
    const e = b.element;
    const action = typeof e.action_id === 'string' ? e.action_id : b.block_id;
    values[b.block_id] = { [action]: stateOf(e, Object.hasOwn(typed, b.block_id) ? typed[b.block_id] : undefined) };
    seen.add(b.block_id);
  }
  const unknown = Object.keys(typed).filter((k) => !seen.has(k));
  if (unknown.length > 0) throw new Error(`preview: the view has no input ${unknown.join(', ')}`);
  return values as unknown as ViewStateValues;
}
