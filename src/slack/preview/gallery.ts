import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIMIT_NOTES, notesOf, optionsAnswerProblems, problemsOf } from './check.js';
import { escapeHtml } from './mrkdwn.js';
import { homeHtml, messageHtml, modalHtml, type RenderContext, SLACK_CSS } from './render.js';
import type { Names, Screen } from './screen.js';

/**
 * The gallery: one HTML page per screen (Slack's look on the left, the Block Kit JSON and Slack's limits on the
 * right) and an index. Each page measures itself once laid out (`window.preview`: the frame's height, the first line
 * a person reads, what the page found broken) and tells the index, which lists blocks and heights per screen.
 */
export interface GalleryEntry {
  readonly id: string;
  readonly group: string;
  readonly title: string;
  readonly how: string;
  readonly kind: Screen['surface']['kind'];
  readonly blocks: number;
  /** What Slack would refuse or show broken (a test fails on any). */
  readonly problems: readonly string[];
  /** What Slack takes but reads badly, or what the preview could not draw exactly. */
  readonly notes: readonly string[];
}

export interface GalleryOptions {
  readonly names: Names;
  /** The instant the gallery's screens were made at (the reader's "now"). */
  readonly now: number;
}

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function blockCount(s: Screen): number {
  const surface = s.surface.kind === 'message' ? s.surface.message : s.surface.view;
  return isObj(surface) && Array.isArray(surface.blocks) ? surface.blocks.length : 0;
}

/** The screen's page and what was found about it. */
export function renderScreen(s: Screen, o: GalleryOptions): { html: string; entry: GalleryEntry } {
  const notes: string[] = [];
  const ctx: RenderContext = {
    names: o.names,
    zone: s.viewerZone,
    now: o.now,
    notes,
    ...(s.surface.kind === 'modal' && s.surface.errors ? { errors: s.surface.errors } : {}),
    ...(s.surface.kind === 'modal' && s.surface.open ? { open: s.surface.open } : {}),
    ...(s.surface.kind === 'modal' && isObj(s.surface.state)
      ? { values: s.surface.state as RenderContext['values'] & object }
      : {}),
  };
  let frame: string;
  let json: unknown;
  let problems: string[];
  if (s.surface.kind === 'modal') {
    frame = `<div class="backdrop" id="shot">${modalHtml(s.surface.view, ctx)}</div>`;
    json =
      s.surface.errors || s.surface.state || s.surface.open
        ? {
            view: s.surface.view,
            ...(s.surface.state ? { state: { values: s.surface.state } } : {}),
            ...(s.surface.errors ? { response_action: 'errors', errors: s.surface.errors } : {}),
            ...(s.surface.open
              ? {
                  options: {
                    block_id: s.surface.open.blockId,
                    value: s.surface.open.typed,
                    options: s.surface.open.options,
                  },
                }
              : {}),
          }
        : s.surface.view;
    problems = [
      ...problemsOf(s.surface.view, 'modal', s.surface.errors),
      ...(s.surface.open ? optionsAnswerProblems(s.surface.open.options) : []),
    ];
    notes.push(...notesOf(s.surface.view));
  } else if (s.surface.kind === 'home') {
    frame = `<div class="canvas" id="shot">${homeHtml(s.surface.view, ctx)}</div>`;
    json = s.surface.view;
    problems = problemsOf(s.surface.view, 'home');
  } else {
    const channel =
      s.surface.where === 'channel' ? '#ops-portal' : s.surface.where === 'dm' ? 'portal-ops' : '#general';
    frame = `<div class="canvas" id="shot">${messageHtml(s.surface.message, ctx, s.surface.where, channel)}</div>`;
    json = s.surface.message;
    problems = problemsOf(s.surface.message, 'message');
  }
  const entry: GalleryEntry = {
    id: s.id,
    group: s.group,
    title: s.title,
    how: s.how,
    kind: s.surface.kind,
    blocks: blockCount(s),
    problems,
    notes: [...new Set(notes)],
  };
  const limit = s.surface.kind === 'message' ? 50 : 100;
  const list = (items: readonly string[], cls: string) =>
    items.length === 0 ? '' : `<ul class="${cls}">${items.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(s.title)} · portal-ops preview</title>
<style>${SLACK_CSS}${PAGE_CSS}</style></head>
<body data-id="${escapeHtml(s.id)}" data-kind="${s.surface.kind}">
<main>
  <section class="look">${frame}</section>
  <aside>
    <p class="crumbs"><a href="index.html">All screens</a> · ${escapeHtml(s.group)}</p>
    <h1>${escapeHtml(s.title)}</h1>
    <p class="how">${escapeHtml(s.how)}</p>
    <p class="stats"><b>${entry.blocks}</b> of ${limit} blocks · <span id="height">…</span> px tall · shown in ${escapeHtml(s.viewerZone)}</p>
    ${problems.length ? `<h2 class="bad">Slack would refuse or show broken</h2>${list(problems, 'problems')}` : '<p class="ok">Within Slack’s limits.</p>'}
    ${entry.notes.length ? `<h2>Notes</h2>${list(entry.notes, 'notes')}` : ''}
    <details><summary>Slack’s limits checked</summary>${list(LIMIT_NOTES, 'limits')}</details>
    <h2>Block Kit JSON</h2>
    <pre class="json">${escapeHtml(JSON.stringify(json, null, 2))}</pre>
  </aside>
</main>
<script>${PAGE_SCRIPT}</script>
</body></html>
`;
  return { html, entry };
}

/** Writes every page, `index.html` and `screens.json` into `dir`; returns what was found about each screen. */
export function writeGallery(dir: string, screens: readonly Screen[], o: GalleryOptions): GalleryEntry[] {
  mkdirSync(dir, { recursive: true });
  const ids = new Set<string>();
  const entries = screens.map((s) => {
    if (ids.has(s.id)) throw new Error(`preview: two screens named ${s.id}`);
    ids.add(s.id);
    const { html, entry } = renderScreen(s, o);
    writeFileSync(join(dir, `${s.id}.html`), html);
    return entry;
  });
  writeFileSync(join(dir, 'index.html'), indexHtml(entries));
  writeFileSync(join(dir, 'screens.json'), `${JSON.stringify(entries, null, 2)}\n`);
  return entries;
}

function indexHtml(entries: readonly GalleryEntry[]): string {
  const groups = [...new Set(entries.map((e) => e.group))];
  const rows = groups
    .map((g) => {
      const items = entries
        .filter((e) => e.group === g)
        .map(
          (
            e,
          ) => `<tr data-id="${escapeHtml(e.id)}"><td><a href="${escapeHtml(e.id)}.html">${escapeHtml(e.title)}</a><div class="how">${escapeHtml(e.how)}</div></td>
<td class="first">…</td><td class="n">${e.blocks}</td><td class="n height">…</td>
<td>${e.problems.length ? `<span class="bad">${e.problems.length} problem${e.problems.length > 1 ? 's' : ''}</span>` : '<span class="ok">ok</span>'}${e.notes.length ? ` · ${e.notes.length} note${e.notes.length > 1 ? 's' : ''}` : ''}</td></tr>`,
        )
        .join('\n');
      return `<tr class="group"><th colspan="5">${escapeHtml(g)}</th></tr>\n${items}`;
    })
    .join('\n');
  const frames = entries
    .map((e) => `<iframe src="${escapeHtml(e.id)}.html" title="${escapeHtml(e.title)}" loading="eager"></iframe>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>portal-ops · every screen</title>
<style>${SLACK_CSS}${PAGE_CSS}${INDEX_CSS}</style></head>
<body class="index">
<h1>portal-ops: every screen</h1>
<p>Each screen is made by the app's own view builders and workflow (a portal answered from a script, a clock fixed
at Monday, November 23, 2026, 12:00 UTC) and drawn close to Slack's look. Heights are measured by each page once laid
out (the modal with its title and buttons, the message in a channel, or the Home tab's page).</p>
<table><thead><tr><th>Screen</th><th>First line a person reads</th><th>Blocks</th><th>Height (px)</th><th>Checks</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<div class="measure" aria-hidden="true">${frames}</div>
<script>
addEventListener('message', (ev) => {
  const d = ev.data || {};
  const row = document.querySelector('tr[data-id="' + CSS.escape(String(d.id)) + '"]');
  if (!row) return;
  row.querySelector('.height').textContent = d.height;
  row.querySelector('.first').textContent = d.firstLine;
});
</script>
</body></html>
`;
}

/** Runs in each page: measures it, checks what it drew, and tells the index (when inside one) and the test. */
const PAGE_SCRIPT = `
(async () => {
  await document.fonts.ready;
  const frame = document.getElementById('frame');
  const content = document.getElementById('content');
  const problems = [];
  for (const b of content.querySelectorAll('.block')) {
    const kind = b.classList[1];
    if (kind === 'divider' || kind === 'image') continue;
    if (b.innerText.trim() === '' && !b.querySelector('.field')) problems.push('an empty ' + kind + ' block (index ' + [...b.parentNode.children].indexOf(b) + ')');
    if (b.getBoundingClientRect().height === 0) problems.push('a ' + kind + ' block with no height');
  }
  for (const x of document.querySelectorAll('.broken')) problems.push(x.textContent);
  const firstLine = (content.innerText.split('\\n').map((l) => l.trim()).find((l) => l !== '') || '');
  const height = Math.round(frame.getBoundingClientRect().height);
  window.preview = { id: document.body.dataset.id, height, firstLine, problems, blocks: content.querySelectorAll(':scope > .block').length };
  document.getElementById('height').textContent = height;
  if (window.parent !== window) window.parent.postMessage({ id: window.preview.id, height, firstLine }, '*');
})();
`;

const PAGE_CSS = `
main { display: flex; gap: 32px; align-items: flex-start; padding: 24px; }
.look { flex: none; }
.canvas { background: #fff; border: 1px solid var(--line); width: max-content; }
aside { flex: 1; min-width: 360px; font-size: 14px; }
aside h1 { font-size: 22px; margin: 0 0 4px; }
aside h2 { font-size: 15px; margin: 16px 0 4px; }
.crumbs, .how, .stats { color: var(--muted); margin: 4px 0; }
.ok { color: var(--green); font-weight: 700; }
.bad { color: var(--red); font-weight: 700; }
.json { max-height: 900px; overflow: auto; font-size: 11px; color: var(--text); }
`;

const INDEX_CSS = `
body.index { padding: 24px 32px; max-width: 1200px; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
tr.group th { font-size: 17px; padding-top: 20px; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
td .how { color: var(--muted); font-size: 12px; }
td.first { max-width: 420px; }
.measure { position: absolute; left: -10000px; top: 0; visibility: hidden; }
.measure iframe { width: 1400px; height: 400px; }
`;
