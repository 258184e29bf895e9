import { IANAZone } from 'luxon';
import { LIMITS } from './text.js';

/**
 * What a modal carries in `private_metadata` (≤ 3000 characters, sent back with every submission and action): small
 * JSON, read back defensively since it returns from the client. Nothing secret goes in it.
 */

/** The task and role modals: the person's zone, and the channel the command came from. */
export interface ModalMetadata {
  readonly zone: string;
  readonly channel?: string;
}

/** The confirmation views: the draft to confirm, plus the same. */
export interface ConfirmMetadata extends ModalMetadata {
  readonly requestId: string;
}

function encode(value: Record<string, string | undefined>): string {
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
  return IANAZone.isValidZone(zone) ? zone : 'UTC';
}

export function modalMetadata(m: ModalMetadata): string {
  return encode({ zone: m.zone, channel: m.channel });
}

export function readModalMetadata(text: string): ModalMetadata | null {
  const v = decode(text);
  const zone = zoneOf(v?.zone);
  if (zone === undefined) return null;
  const channel = str(v?.channel);
  return channel === undefined ? { zone } : { zone, channel };
}

export function confirmMetadata(m: ConfirmMetadata): string {
  return encode({ requestId: m.requestId, zone: m.zone, channel: m.channel });
}

export function readConfirmMetadata(text: string): ConfirmMetadata | null {
  const v = decode(text);
  const requestId = str(v?.requestId);
  const zone = zoneOf(v?.zone);
  if (requestId === undefined || zone === undefined) return null;
  const channel = str(v?.channel);
  return channel === undefined ? { requestId, zone } : { requestId, zone, channel };
}
