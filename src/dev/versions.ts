/**
 * Editions and releases. Only 10.8.1 → 8.2 and 10.9 → 8.4 are known pairs; the others are the emulator's own
 * values, chosen to keep the order of releases so that a client comparing `currentVersion` per edition behaves.
 */
const SELF_HOSTED_VERSIONS: ReadonlyArray<readonly [release: string, currentVersion: string]> = [
  ['10.6', '7.1'],
  ['10.6.1', '7.2'],
  ['10.7', '7.2.1'],
  ['10.7.1', '7.3'],
  ['10.8', '8.1'],
  ['10.8.1', '8.2'],
  ['10.9', '8.4'],
  ['10.9.1', '9.2'],
  ['11.0', '10.3'],
  ['11.1', '11.1'],
  ['11.2', '11.2'],
  ['11.3', '11.3'],
  ['11.4', '11.4'],
  ['11.5', '11.5'],
];

export const KNOWN_RELEASES: readonly string[] = SELF_HOSTED_VERSIONS.map(([r]) => r);

/** The cloud edition numbers its versions by year. */
export const CLOUD_CURRENT_VERSION = '2026.1';

export interface EditionInfo {
  readonly edition: 'cloud' | 'self-hosted';
  /** The self-hosted release, e.g. '10.9'; undefined on the cloud edition. */
  readonly release: string | undefined;
  readonly currentVersion: string;
  /** Self-hosted 11.0 and later also answer with the release, as three numbers. */
  readonly enterpriseVersion: string | undefined;
}

function parts(release: string): number[] {
  return release.split('.').map(Number);
}

/** Compares dotted releases numerically ('10.10' after '10.9'); missing parts count as 0. */
export function compareReleases(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Throws for a release the table does not know: a typo should not start an emulator of some other version. */
export function editionInfo(edition: 'cloud' | 'self-hosted', version = '11.3'): EditionInfo {
  if (edition === 'cloud') {
    return { edition, release: undefined, currentVersion: CLOUD_CURRENT_VERSION, enterpriseVersion: undefined };
  }
  const row = SELF_HOSTED_VERSIONS.find(
    ([r]) => compareReleases(r, version) === 0 && /^\d+(\.\d+){1,2}$/.test(version),
  );
  if (!row) {
    throw new Error(`Unknown self-hosted release "${version}"; known releases: ${KNOWN_RELEASES.join(', ')}.`);
  }
  const [release, currentVersion] = row;
  const p = parts(release);
  const enterpriseVersion = compareReleases(release, '11.0') >= 0 ? [p[0], p[1], p[2] ?? 0].join('.') : undefined;
  return { edition, release, currentVersion, enterpriseVersion };
}

/** Self-hosted releases from `release` on, and always the cloud edition (it has every feature first). */
export function atLeast(info: EditionInfo, release: string): boolean {
  return info.release === undefined || compareReleases(info.release, release) >= 0;
}

/** The create-task operation arrived with self-hosted 10.8.1. */
export function hasTasks(info: EditionInfo): boolean {
  return atLeast(info, '10.8.1');
}
