import { isKnownZone } from '../zone.js';
import { LIMITS } from './text.js';

/**
 * What a modal carries in `private_metadata` (≤ 3000 characters, sent back with every submission and action): small
 * JSON, read back defensively since it returns from the client. Nothing secret goes in it.
 */

/** The task and role modals: the person's zone, and the channel the command came from. */
export interface ModalMetadata {
  readonly zone: string;
  readonly channel?: string;
  /**
   * What the person typed into fields the task modal does not show right now (the advanced settings while they are
   * folded, the phrase while the CRON fields are shown, and the other way round), by block key: shown again when
   * the fields are, and the advanced settings still count on submission.
   */
  readonly hidden?: Readonly<Record<string, string>>;
  /** The form changes this existing task (its portal id) of this type, which the service does not change. */
  readonly edit?: TaskEdit;
}

export interface TaskEdit {
  readonly taskId: string;
  readonly type: string;
  /** The task is one stretch of a schedule that follows daylight saving: the form changes the whole schedule. */
  readonly whole?: true;
}

const HIDDEN_KEYS_MAX = 16;
const HIDDEN_VALUE_MAX = 600;

/** The confirmation views: the draft to confirm, plus the same. */
export interface ConfirmMetadata extends ModalMetadata {
  readonly requestId: string;
}

function encode(value: Record<string, string | Readonly<Record<string, string>> | TaskEdit | undefined>): string {
  const text = JSON.stringify(value);
  // A programmer error (an id or a zone is never this long): refuse rather than send a view Slack rejects.
  if (text.length > LIMITS.privateMetadata) throw new RangeError(`private_metadata of ${text.length} characters`);
  return text;
}

function decode(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/**
 * The zone as written, when it is one; a zone this machine does not know (or anything else) reads as UTC, the
 * same fallback as a Slack zone unknown here, so a submission never fails on it.
 */
function zoneOf(v: unknown): string | undefined {
  const zone = str(v);
  if (zone === undefined) return undefined;
  return isKnownZone(zone) ? zone : 'UTC';
}

/** Hidden values as written: short strings under short keys, at most a few; anything else is dropped. */
function hiddenOf(v: unknown): Record<string, string> | undefined {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(v).slice(0, HIDDEN_KEYS_MAX)) {
    if (/^[A-Za-z]{1,32}$/.test(key) && typeof value === 'string' && value.length <= HIDDEN_VALUE_MAX) {
      out[key] = value;
    }
  }
  return Object.keys(out).length === 0 ? undefined : out;
}

/** A task's portal id (32 hex) and a type's name, as written; anything else is no edit at all. */
function editOf(v: unknown): TaskEdit | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const { taskId, type, whole } = v as Record<string, unknown>;
  if (typeof taskId !== 'string' || !/^[0-9a-f]{32}$/i.test(taskId)) return undefined;
  if (typeof type !== 'string' || !/^[A-Za-z]{1,64}$/.test(type)) return undefined;
  return whole === true ? { taskId, type, whole } : { taskId, type };
}

/**
 * The modal's metadata. Hidden values are kept while they fit within Slack's 3000 characters (they are bounded by
 * their fields' lengths, so they always do; the last ones would be dropped first otherwise).
 */
export function modalMetadata(m: ModalMetadata): string {
  const hidden = Object.entries(hiddenOf(m.hidden) ?? {});
  const edit = editOf(m.edit);
  for (let n = hidden.length; n > 0; n--) {
    const text = JSON.stringify({
      zone: m.zone,
      channel: m.channel,
      hidden: Object.fromEntries(hidden.slice(0, n)),
      edit,
    });
    if (text.length <= LIMITS.privateMetadata) return text;
  }
  return encode({ zone: m.zone, channel: m.channel, edit });
}

export function readModalMetadata(text: string): ModalMetadata | null {
  const v = decode(text);
  const zone = zoneOf(v?.zone);
  if (zone === undefined) return null;
  const channel = str(v?.channel);
  const hidden = hiddenOf(v?.hidden);
  const edit = editOf(v?.edit);
  return {
    zone,
    ...(channel === undefined ? {} : { channel }),
    ...(hidden === undefined ? {} : { hidden }),
    ...(edit === undefined ? {} : { edit }),
  };
}

export function confirmMetadata(m: ConfirmMetadata): string {
  return encode({ requestId: m.requestId, zone: m.zone, channel: m.channel, edit: editOf(m.edit) });
}

export function readConfirmMetadata(text: string): ConfirmMetadata | null {
  const v = decode(text);
  const requestId = str(v?.requestId);
  const zone = zoneOf(v?.zone);
  if (requestId === undefined || zone === undefined) return null;
  const channel = str(v?.channel);
  const edit = editOf(v?.edit);
  return {
    requestId,
    zone,
    ...(channel === undefined ? {} : { channel }),
    ...(edit === undefined ? {} : { edit }),
  };
}
