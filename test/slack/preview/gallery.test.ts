import { mkdirSync, mkdtempSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_OPTIONS, galleryScreens } from '../../../src/cli/preview.js';
import { renderScreen, writeGallery } from '../../../src/slack/preview/gallery.js';
import type { Screen } from '../../../src/slack/preview/screen.js';
import { Browser, findChromium, type Page } from '../../support/chromium.js';

/**
 * Every screen of the preview gallery, opened in headless Chromium (one browser for all): none is over Slack's
 * limits, none has an empty or broken block, none throws. With UPDATE_SCREENS=1 (`npm run screens`) the screenshots
 * in docs/screens/ and their table are written again; ordinary runs only check.
 */

const CHROMIUM = findChromium();
// In CI Chromium is installed by .ci/run: missing there is a failure, never a skip.
const REQUIRED = process.env.CI === 'true' || process.env.REQUIRE_CHROMIUM === '1';
const UPDATE = process.env.UPDATE_SCREENS === '1';
const SCREENS_DIR = resolve('docs/screens');

interface Measured {
  id: string;
  height: number;
  firstLine: string;
  problems: string[];
  blocks: number;
}

/** What a person must be able to see without a workspace (issue 11), each by its screen id. */
const REQUIRED_SCREENS = [
  'task-modal-new',
  'task-modal-notebook',
  'task-modal-analytics-workbook',
  'task-modal-scene-cook',
  'task-modal-workflow-manager',
  'task-modal-report',
  'task-modal-report-activity',
  'task-modal-item-picker',
  'task-modal-advanced',
  'task-modal-fields',
  'task-modal-errors',
  'task-modal-fields-errors',
  'role-modal',
  'confirm-weekday-7pm',
  'confirm-every-15-minutes',
  'confirm-30th-monthly',
  'confirm-first-monday-berlin',
  'confirm-daily-6am-utc',
  'confirm-other-zone',
  'confirm-role',
  'creating',
  'result-created',
  'result-partial',
  'result-rejected',
  'result-unknown',
  'back-to-edit',
  'notification-created',
  'dm-created',
  'help',
  'history',
  'whoami',
  'error-portal-down',
];

describe('the preview gallery', () => {
  it('has a browser to open it in', () => {
    if (REQUIRED) expect(CHROMIUM, 'Chromium is required here (CI=true); .ci/run installs it').toBeDefined();
  });

  describe.skipIf(CHROMIUM === undefined && !REQUIRED)('in headless Chromium', () => {
    let browser: Browser;
    let page: Page;
    let dir: string;
    let screens: Screen[];
    const measured = new Map<string, Measured>();

    beforeAll(async () => {
      if (CHROMIUM === undefined) throw new Error('Chromium not found (set CHROMIUM, or apt-get install chromium)');
      dir = mkdtempSync(join(tmpdir(), 'portal-ops-preview-'));
      [screens, browser] = await Promise.all([galleryScreens(), Browser.launch(CHROMIUM)]);
      page = await browser.newPage(1400, 900);
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    async function open(id: string): Promise<Measured> {
      await page.goto(pathToFileURL(join(dir, `${id}.html`)).href);
      const m = await page.waitFor<Measured>('window.preview');
      return { ...m, problems: [...m.problems, ...page.errors] };
    }

    it('holds every screen the issue names', () => {
      const ids = screens.map((s) => s.id);
      expect(REQUIRED_SCREENS.filter((id) => !ids.includes(id))).toEqual([]);
    });

    it('finds a broken block when there is one (the check is not blind)', async () => {
      const broken: Screen = {
        id: 'broken',
        group: 'Test',
        title: 'Broken on purpose',
        how: 'test',
        viewerZone: 'UTC',
        surface: {
          kind: 'modal',
          view: {
            type: 'modal',
            title: { type: 'plain_text', text: 'A title far longer than Slack allows' },
            blocks: [
              { type: 'section', text: { type: 'mrkdwn', text: ' ' } },
              { type: 'rich_text_unknown', elements: [] },
              {
                type: 'input',
                element: { type: 'static_select', options: [] },
                label: { type: 'plain_text', text: '' },
              },
              { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Go' } }] },
            ],
          },
        },
      };
      const entries = writeGallery(dir, [broken], GALLERY_OPTIONS);
      const problems = entries[0]?.problems.join('\n') ?? '';
      expect(problems).toMatch(/title\.text: \d+ characters, over Slack's 24/);
      expect(problems).toMatch(/blocks\[0\]\.text\.text: empty text/);
      expect(problems).toMatch(/unknown block type rich_text_unknown/);
      expect(problems).toMatch(/blocks\[2\]\.label\.text: empty text/);
      expect(problems).toMatch(/blocks\[2\]\.element\.options: needs 1 to 100 options/);
      expect(problems).toMatch(/blocks\[2\]\.element\.action_id: missing action_id/);
      expect(problems).toMatch(/blocks\[3\]\.elements\[0\]\.action_id: missing action_id/);
      expect(problems).toMatch(/a modal with inputs needs a submit button/);
      // And the page itself sees the empty section and the block it cannot draw.
      const m = await open('broken');
      expect(m.problems.join('\n')).toMatch(/an empty section block/);
      expect(m.problems.join('\n')).toMatch(/cannot draw a block of type rich_text_unknown/);
      unlinkSync(join(dir, 'broken.html'));
    });

    it('opens every screen within Slack’s limits, with no empty or broken block and no error', async () => {
      const entries = writeGallery(dir, screens, GALLERY_OPTIONS);
      const found: Record<string, string[]> = {};
      for (const e of entries) {
        const m = await open(e.id);
        measured.set(e.id, m);
        const all = [...e.problems, ...m.problems];
        if (all.length > 0) found[e.id] = all;
        expect(m.blocks, `${e.id}: blocks drawn`).toBe(e.blocks);
        expect(m.height, `${e.id}: height`).toBeGreaterThan(60);
      }
      expect(found).toEqual({});
    }, 120_000);

    it.runIf(UPDATE)(
      'writes the screenshots and their table into docs/screens/',
      async () => {
        mkdirSync(SCREENS_DIR, { recursive: true });
        for (const f of readdirSync(SCREENS_DIR)) if (f.endsWith('.png')) unlinkSync(join(SCREENS_DIR, f));
        const rows: string[] = [];
        let group = '';
        // By group, in the order the groups first appear (as the index lists them).
        const groups = [...new Set(screens.map((s) => s.group))];
        for (const s of groups.flatMap((g) => screens.filter((x) => x.group === g))) {
          const { entry } = renderScreen(s, GALLERY_OPTIONS);
          const m = await open(s.id);
          writeFileSync(join(SCREENS_DIR, `${s.id}.png`), await page.screenshot('#shot'));
          if (s.group !== group) {
            group = s.group;
            rows.push(`| **${group}** | | | | |`);
          }
          const first = m.firstLine.replace(/\|/g, '\\|');
          rows.push(
            `| [${s.title}](${s.id}.png) | ${first} | ${entry.blocks} | ${m.height} | ${SURFACE_WORDS[entry.kind]} |`,
          );
        }
        writeFileSync(join(SCREENS_DIR, 'README.md'), screensReadme(rows));
      },
      180_000,
    );
  });
});

const SURFACE_WORDS: Readonly<Record<Screen['surface']['kind'], string>> = {
  modal: 'modal',
  message: 'message',
  home: 'Home tab',
};

function screensReadme(rows: readonly string[]): string {
  return `# Every screen, as Slack shows it

Made by \`npm run screens\` (the preview gallery's test with \`UPDATE_SCREENS=1\`): each screen is built by the app's own
view builders and workflow at a fixed instant (Monday, November 23, 2026, 12:00 UTC, a person in Los Angeles unless
the screen says otherwise), drawn close to Slack's look in headless Chromium, and captured at its full height: a modal
at Slack's width over the dimmed client, a message in a channel, the Home tab as its own page. \`npx portal-ops preview --out preview\` writes the
same pages as HTML, with the Block Kit JSON beside each.

| Screen | First line a person reads | Blocks | Height (px) | Surface |
|---|---|---:|---:|---|
${rows.join('\n')}
`;
}
