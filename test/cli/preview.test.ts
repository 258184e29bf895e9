import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runPreview } from '../../src/cli/preview.js';

function sink() {
  let text = '';
  return {
    write: (s: string) => {
      text += s;
    },
    get text() {
      return text;
    },
  };
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('portal-ops preview', () => {
  it('writes a page per screen, the index and the list of screens', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-ops-preview-cli-'));
    dirs.push(dir);
    const out = sink();
    const err = sink();
    const code = await runPreview(['--out', join(dir, 'gallery')], out, err);
    expect(err.text).toBe('');
    expect(code).toBe(0);
    const files = readdirSync(join(dir, 'gallery'));
    const screens = JSON.parse(readFileSync(join(dir, 'gallery', 'screens.json'), 'utf8')) as { id: string }[];
    expect(screens.length).toBeGreaterThan(40);
    for (const s of screens) expect(files).toContain(`${s.id}.html`);
    expect(files).toContain('index.html');
    expect(out.text).toMatch(new RegExp(`Wrote ${screens.length} screens and index.html to `));
    const page = readFileSync(join(dir, 'gallery', 'confirm-weekday-7pm.html'), 'utf8');
    expect(page).toContain('Block Kit JSON');
    expect(page).toContain('Within Slack’s limits.');
  });

  it('refuses an argument it does not know (exit 2), writing nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-ops-preview-cli-'));
    dirs.push(dir);
    const err = sink();
    expect(await runPreview(['--outdir', join(dir, 'x')], sink(), err)).toBe(2);
    expect(err.text).toMatch(/unknown argument "--outdir"/);
    expect(existsSync(join(dir, 'x'))).toBe(false);
  });
});
