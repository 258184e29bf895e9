import { isDeepStrictEqual } from 'node:util';

/**
 * What Slack would refuse (`invalid_arguments`, a whole view lost for one long title) or show broken: Slack's
 * limits and the shapes of the blocks and elements the app uses. Every problem is `path: what`, so a failing test
 * says where to look. The numbers are Slack's (Block Kit reference), stated once here.
 */
export const SLACK_LIMITS = {
  viewBlocks: 100,
  messageBlocks: 50,
  modalTitle: 24,
  modalButton: 24,
  privateMetadata: 3000,
  callbackId: 255,
  sectionText: 3000,
  sectionField: 2000,
  sectionFields: 10,
  headerText: 150,
  contextElements: 10,
  contextText: 2000,
  actionsElements: 25,
  label: 2000,
  hint: 2000,
  placeholder: 150,
  buttonText: 75,
  buttonValue: 2000,
  url: 3000,
  optionText: 75,
  optionValue: 150,
  optionDescription: 75,
  staticOptions: 100,
  choiceOptions: 10,
  inputMaxLength: 3000,
  blockId: 255,
  actionId: 255,
  messageText: 40_000,
} as const;

/** The limits a reader is shown beside each screen, in words. */
export const LIMIT_NOTES: readonly string[] = [
  `blocks ≤ ${SLACK_LIMITS.viewBlocks} in a modal or the Home tab, ≤ ${SLACK_LIMITS.messageBlocks} in a message`,
  `section text ≤ ${SLACK_LIMITS.sectionText}, a field ≤ ${SLACK_LIMITS.sectionField}, ≤ ${SLACK_LIMITS.sectionFields} fields`,
  `labels and hints ≤ ${SLACK_LIMITS.label}; header ≤ ${SLACK_LIMITS.headerText}; context text ≤ ${SLACK_LIMITS.contextText}`,
  `modal title, submit and close ≤ ${SLACK_LIMITS.modalTitle}; private_metadata ≤ ${SLACK_LIMITS.privateMetadata}`,
  `button text ≤ ${SLACK_LIMITS.buttonText}; option text and description ≤ ${SLACK_LIMITS.optionText}, value ≤ ${SLACK_LIMITS.optionValue}`,
  `placeholder ≤ ${SLACK_LIMITS.placeholder}; a static select 1–${SLACK_LIMITS.staticOptions} options, radios and checkboxes 1–${SLACK_LIMITS.choiceOptions}`,
];

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Characters as Slack counts them (code points). */
function len(s: unknown): number {
  return typeof s === 'string' ? Array.from(s).length : 0;
}

const BLOCK_TYPES = new Set(['section', 'header', 'context', 'divider', 'actions', 'input', 'image']);
const SELECTS = new Set([
  'static_select',
  'external_select',
  'users_select',
  'conversations_select',
  'channels_select',
  'multi_static_select',
  'multi_external_select',
  'multi_users_select',
  'multi_conversations_select',
  'multi_channels_select',
]);
const INPUT_ELEMENTS = new Set([
  'plain_text_input',
  'number_input',
  'email_text_input',
  'url_text_input',
  'datepicker',
  'timepicker',
  'datetimepicker',
  'radio_buttons',
  'checkboxes',
  ...SELECTS,
]);
const ACTION_ELEMENTS = new Set([
  'button',
  'overflow',
  'datepicker',
  'timepicker',
  'radio_buttons',
  'checkboxes',
  ...SELECTS,
]);
const ACCESSORIES = new Set([
  'button',
  'overflow',
  'image',
  'datepicker',
  'timepicker',
  'radio_buttons',
  'checkboxes',
  ...SELECTS,
]);

/** Every problem of a modal view, a Home tab or a message (`{ text, blocks }`), as `path: problem`. */
export function problemsOf(
  surface: unknown,
  kind: 'modal' | 'message' | 'home',
  errors?: Readonly<Record<string, string>>,
) {
  const out: string[] = [];
  const bad = (path: string, problem: string) => out.push(`${path}: ${problem}`);

  const text = (path: string, value: unknown, max: number) => {
    if (typeof value !== 'string') return void bad(path, 'missing text');
    if (value.trim() === '') bad(path, 'empty text');
    if (len(value) > max) bad(path, `${len(value)} characters, over Slack's ${max}`);
    // A mention or link escaped after it was built shows as literal text (`<#C0…>`) instead of a link.
    if (/&lt;[#@!][A-Za-z0-9^]/.test(value) || /&lt;https?:\/\/[^&]*\|/.test(value)) {
      bad(path, 'a mention or link shows as literal text (escaped after it was built)');
    }
  };
  const textObject = (path: string, t: unknown, max: number, plainOnly = false) => {
    if (!isObj(t)) return void bad(path, 'missing text object');
    if (t.type !== 'plain_text' && t.type !== 'mrkdwn') bad(path, `text type ${String(t.type)}`);
    if (plainOnly && t.type !== 'plain_text') bad(path, 'must be plain_text');
    text(`${path}.text`, t.text, max);
  };

  if (!isObj(surface)) return ['surface: not an object'];
  const blocks = surface.blocks;
  if (!Array.isArray(blocks)) return ['blocks: missing'];
  if (blocks.length === 0) bad('blocks', 'no blocks');
  if (kind === 'modal' || kind === 'home') {
    if (surface.type !== kind) bad('type', `not a ${kind === 'home' ? 'Home tab' : 'modal'}`);
    if (kind === 'modal') {
      textObject('title', surface.title, SLACK_LIMITS.modalTitle, true);
      if (surface.submit !== undefined) textObject('submit', surface.submit, SLACK_LIMITS.modalButton, true);
      if (surface.close !== undefined) textObject('close', surface.close, SLACK_LIMITS.modalButton, true);
    } else {
      // The Home tab has no title bar and no buttons of its own: Slack refuses a published view that brings them.
      for (const key of ['title', 'submit', 'close'] as const) {
        if (surface[key] !== undefined) bad(key, 'a Home tab has none');
      }
    }
    if (len(surface.private_metadata) > SLACK_LIMITS.privateMetadata) {
      bad('private_metadata', `${len(surface.private_metadata)} > ${SLACK_LIMITS.privateMetadata}`);
    }
    if (surface.callback_id !== undefined && len(surface.callback_id) > SLACK_LIMITS.callbackId) {
      bad('callback_id', `over ${SLACK_LIMITS.callbackId}`);
    }
    if (blocks.length > SLACK_LIMITS.viewBlocks)
      bad('blocks', `${blocks.length} blocks, over ${SLACK_LIMITS.viewBlocks}`);
    if (kind === 'modal' && blocks.some((b) => isObj(b) && b.type === 'input') && surface.submit === undefined) {
      bad('submit', 'a modal with inputs needs a submit button');
    }
  } else {
    if (typeof surface.text !== 'string' || surface.text.trim() === '') bad('text', 'no fallback text');
    else if (len(surface.text) > SLACK_LIMITS.messageText) bad('text', `over ${SLACK_LIMITS.messageText}`);
    if (blocks.length > SLACK_LIMITS.messageBlocks) {
      bad('blocks', `${blocks.length} blocks, over ${SLACK_LIMITS.messageBlocks}`);
    }
  }

  const blockIds = new Set<string>();
  for (const [i, b] of blocks.entries()) {
    const at = `blocks[${i}]`;
    if (!isObj(b)) {
      bad(at, 'not an object');
      continue;
    }
    if (!BLOCK_TYPES.has(String(b.type))) {
      bad(at, `unknown block type ${String(b.type)}`);
      continue;
    }
    if (b.block_id !== undefined) {
      if (typeof b.block_id !== 'string' || b.block_id === '' || len(b.block_id) > SLACK_LIMITS.blockId) {
        bad(`${at}.block_id`, 'empty or too long');
      } else if (blockIds.has(b.block_id)) bad(`${at}.block_id`, `duplicate ${b.block_id}`);
      else blockIds.add(b.block_id);
    }
    switch (b.type) {
      case 'section':
        if (b.text === undefined && b.fields === undefined) bad(at, 'a section with neither text nor fields');
        if (b.text !== undefined) textObject(`${at}.text`, b.text, SLACK_LIMITS.sectionText);
        if (b.fields !== undefined) {
          if (!Array.isArray(b.fields) || b.fields.length === 0 || b.fields.length > SLACK_LIMITS.sectionFields) {
            bad(`${at}.fields`, `needs 1 to ${SLACK_LIMITS.sectionFields}`);
          } else
            for (const [j, f] of b.fields.entries()) textObject(`${at}.fields[${j}]`, f, SLACK_LIMITS.sectionField);
        }
        if (b.accessory !== undefined) element(`${at}.accessory`, b.accessory, ACCESSORIES);
        break;
      case 'header':
        textObject(`${at}.text`, b.text, SLACK_LIMITS.headerText, true);
        break;
      case 'context':
        if (!Array.isArray(b.elements) || b.elements.length === 0 || b.elements.length > SLACK_LIMITS.contextElements) {
          bad(`${at}.elements`, `needs 1 to ${SLACK_LIMITS.contextElements}`);
        } else {
          for (const [j, e] of b.elements.entries()) {
            if (isObj(e) && e.type === 'image') image(`${at}.elements[${j}]`, e);
            else textObject(`${at}.elements[${j}]`, e, SLACK_LIMITS.contextText);
          }
        }
        break;
      case 'divider':
        break;
      case 'image':
        image(at, b);
        break;
      case 'actions': {
        if (!Array.isArray(b.elements) || b.elements.length === 0 || b.elements.length > SLACK_LIMITS.actionsElements) {
          bad(`${at}.elements`, `needs 1 to ${SLACK_LIMITS.actionsElements}`);
          break;
        }
        const actions = new Set<string>();
        for (const [j, e] of b.elements.entries()) {
          element(`${at}.elements[${j}]`, e, ACTION_ELEMENTS);
          if (isObj(e) && typeof e.action_id === 'string') {
            if (actions.has(e.action_id))
              bad(`${at}.elements[${j}].action_id`, `duplicate ${e.action_id} in its block`);
            actions.add(e.action_id);
          }
        }
        break;
      }
      case 'input':
        if (kind === 'message') bad(at, 'an input block in a message');
        textObject(`${at}.label`, b.label, SLACK_LIMITS.label, true);
        if (b.hint !== undefined) textObject(`${at}.hint`, b.hint, SLACK_LIMITS.hint, true);
        if (typeof b.block_id !== 'string')
          bad(`${at}.block_id`, 'an input needs a block id (its value is read by it)');
        element(`${at}.element`, b.element, INPUT_ELEMENTS);
        break;
    }
  }

  if (errors) {
    for (const [id, message] of Object.entries(errors)) {
      const input = blocks.find((b) => isObj(b) && b.type === 'input' && b.block_id === id);
      if (!input) bad(`errors.${id}`, 'an error for a block the view does not have (Slack refuses the whole map)');
      text(`errors.${id}`, message, 2000);
    }
  }
  return out;

  function image(path: string, e: Obj) {
    if (typeof e.image_url !== 'string' && !isObj(e.slack_file)) bad(path, 'an image without its url');
    if (typeof e.alt_text !== 'string' || e.alt_text === '') bad(path, 'an image without alt text');
  }

  function options(path: string, list: unknown, most: number): Obj[] {
    if (!Array.isArray(list) || list.length === 0 || list.length > most) {
      bad(path, `needs 1 to ${most} options`);
      return [];
    }
    const values = new Set<unknown>();
    return list.filter((o, k): o is Obj => {
      if (!isObj(o)) {
        bad(`${path}[${k}]`, 'not an object');
        return false;
      }
      textObject(`${path}[${k}].text`, o.text, SLACK_LIMITS.optionText);
      if (typeof o.value !== 'string' || o.value === '') bad(`${path}[${k}].value`, 'missing value');
      else if (len(o.value) > SLACK_LIMITS.optionValue) bad(`${path}[${k}].value`, `over ${SLACK_LIMITS.optionValue}`);
      if (values.has(o.value)) bad(`${path}[${k}].value`, `duplicate ${String(o.value)}`);
      values.add(o.value);
      if (o.description !== undefined)
        textObject(`${path}[${k}].description`, o.description, SLACK_LIMITS.optionDescription);
      return true;
    });
  }

  function initialAmong(path: string, e: Obj, list: Obj[]) {
    if (e.initial_option !== undefined && !list.some((o) => isDeepStrictEqual(o, e.initial_option))) {
      bad(`${path}.initial_option`, 'not one of the options');
    }
    if (e.initial_options !== undefined) {
      if (!Array.isArray(e.initial_options) || e.initial_options.length === 0) bad(`${path}.initial_options`, 'empty');
      else if (!e.initial_options.every((i) => list.some((o) => isDeepStrictEqual(o, i)))) {
        bad(`${path}.initial_options`, 'not among the options');
      }
    }
  }

  function element(path: string, e: unknown, allowed: ReadonlySet<string>): void {
    if (!isObj(e)) return void bad(path, 'missing element');
    const type = String(e.type);
    if (!allowed.has(type)) return void bad(path, `${type} is not an element Slack takes here`);
    if (typeof e.action_id !== 'string' || e.action_id === '') bad(`${path}.action_id`, 'missing action_id');
    else if (len(e.action_id) > SLACK_LIMITS.actionId) bad(`${path}.action_id`, `over ${SLACK_LIMITS.actionId}`);
    if (e.placeholder !== undefined) textObject(`${path}.placeholder`, e.placeholder, SLACK_LIMITS.placeholder, true);
    switch (type) {
      case 'plain_text_input': {
        const m = e.max_length;
        if (m !== undefined && (typeof m !== 'number' || m < 1 || m > SLACK_LIMITS.inputMaxLength)) {
          bad(`${path}.max_length`, String(m));
        }
        if (e.initial_value !== undefined) {
          if (typeof e.initial_value !== 'string') bad(`${path}.initial_value`, 'not text');
          else if (typeof m === 'number' && len(e.initial_value) > m) bad(`${path}.initial_value`, 'over max_length');
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
      case 'static_select':
      case 'multi_static_select': {
        let list: Obj[] = [];
        if (e.option_groups !== undefined) {
          if (!Array.isArray(e.option_groups) || e.option_groups.length === 0) bad(`${path}.option_groups`, 'empty');
          else
            for (const [g, group] of e.option_groups.entries()) {
              if (!isObj(group)) continue;
              textObject(`${path}.option_groups[${g}].label`, group.label, SLACK_LIMITS.optionText, true);
              list = [
                ...list,
                ...options(`${path}.option_groups[${g}].options`, group.options, SLACK_LIMITS.staticOptions),
              ];
            }
        } else list = options(`${path}.options`, e.options, SLACK_LIMITS.staticOptions);
        initialAmong(path, e, list);
        break;
      }
      case 'external_select':
      case 'multi_external_select':
        if (e.initial_option !== undefined && isObj(e.initial_option)) {
          options(`${path}.initial_option`, [e.initial_option], 1);
        }
        if (e.min_query_length !== undefined && (typeof e.min_query_length !== 'number' || e.min_query_length < 0)) {
          bad(`${path}.min_query_length`, String(e.min_query_length));
        }
        break;
      case 'radio_buttons':
      case 'checkboxes':
        initialAmong(path, e, options(`${path}.options`, e.options, SLACK_LIMITS.choiceOptions));
        break;
      case 'overflow':
        options(`${path}.options`, e.options, 5);
        break;
      case 'button':
        textObject(`${path}.text`, e.text, SLACK_LIMITS.buttonText, true);
        if (e.url !== undefined) text(`${path}.url`, e.url, SLACK_LIMITS.url);
        if (e.value !== undefined && len(e.value) > SLACK_LIMITS.buttonValue) bad(`${path}.value`, 'too long');
        if (e.style !== undefined && e.style !== 'primary' && e.style !== 'danger')
          bad(`${path}.style`, String(e.style));
        if (isObj(e.confirm)) {
          textObject(`${path}.confirm.title`, e.confirm.title, 100, true);
          textObject(`${path}.confirm.text`, e.confirm.text, 300);
          textObject(`${path}.confirm.confirm`, e.confirm.confirm, 30, true);
          textObject(`${path}.confirm.deny`, e.confirm.deny, 30, true);
        }
        break;
    }
  }
}

/**
 * What Slack takes but reads badly: shown beside the screen, not failed on (a label that says “(optional)” when
 * Slack adds it again, a modal title clipped to fit).
 */
export function notesOf(surface: unknown): string[] {
  const out: string[] = [];
  if (!isObj(surface) || !Array.isArray(surface.blocks)) return out;
  surface.blocks.forEach((b, i) => {
    if (!isObj(b) || b.type !== 'input' || !isObj(b.label) || typeof b.label.text !== 'string') return;
    if (b.optional === true && /\(optional\)\s*$/i.test(b.label.text)) {
      out.push(`blocks[${i}].label: says “(optional)”, and Slack adds it again to an optional input`);
    }
  });
  if (isObj(surface.title) && typeof surface.title.text === 'string' && surface.title.text.endsWith('…')) {
    out.push('title: clipped to fit');
  }
  return out;
}

/** An options answer (`block_suggestion`) as Slack takes it: at most 100 options, each within the option limits. */
export function optionsAnswerProblems(options: readonly unknown[]): string[] {
  const out: string[] = [];
  if (options.length > SLACK_LIMITS.staticOptions)
    out.push(`options: ${options.length}, over ${SLACK_LIMITS.staticOptions}`);
  const values = new Set<unknown>();
  options.forEach((o, k) => {
    const at = `options[${k}]`;
    if (!isObj(o) || !isObj(o.text) || typeof o.text.text !== 'string') {
      out.push(`${at}: not an option`);
      return;
    }
    if (o.text.text.trim() === '') out.push(`${at}.text.text: empty text`);
    if (len(o.text.text) > SLACK_LIMITS.optionText) out.push(`${at}.text.text: over ${SLACK_LIMITS.optionText}`);
    if (typeof o.value !== 'string' || o.value === '') out.push(`${at}.value: missing value`);
    else if (len(o.value) > SLACK_LIMITS.optionValue) out.push(`${at}.value: over ${SLACK_LIMITS.optionValue}`);
    if (values.has(o.value)) out.push(`${at}.value: duplicate ${String(o.value)}`);
    values.add(o.value);
  });
  return out;
}
