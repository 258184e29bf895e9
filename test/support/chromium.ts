import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';

/**
 * Headless Chromium (Debian's `chromium`) driven over the DevTools protocol: one browser for a whole test file,
 * a page per tab. Only what the preview tests need: open a page, evaluate, screenshot an element at full height,
 * and the page's console errors.
 */

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The browser to use: `CHROMIUM` when set, else the first of Debian's usual paths that exists. */
export function findChromium(): string | undefined {
  const named = process.env.CHROMIUM;
  if (named) return existsSync(named) ? named : undefined;
  return CANDIDATES.find((p) => existsSync(p));
}

interface Pending {
  resolve(v: Record<string, unknown>): void;
  reject(e: Error): void;
}

type Listener = (params: Record<string, unknown>, sessionId: string | undefined) => void;

export class Browser {
  readonly #proc: ChildProcess;
  readonly #ws: WebSocket;
  readonly #dir: string;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<Listener>>();
  #id = 0;

  private constructor(proc: ChildProcess, ws: WebSocket, dir: string) {
    this.#proc = proc;
    this.#ws = ws;
    this.#dir = dir;
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as {
        id?: number;
        result?: Record<string, unknown>;
        error?: { message: string };
        method?: string;
        params?: Record<string, unknown>;
        sessionId?: string;
      };
      if (msg.id !== undefined) {
        const p = this.#pending.get(msg.id);
        this.#pending.delete(msg.id);
        if (msg.error) p?.reject(new Error(msg.error.message));
        else p?.resolve(msg.result ?? {});
      } else if (msg.method) {
        for (const l of this.#listeners.get(msg.method) ?? []) l(msg.params ?? {}, msg.sessionId);
      }
    });
  }

  static async launch(path: string, timeoutMs = 20_000): Promise<Browser> {
    const dir = mkdtempSync(join(tmpdir(), 'portal-ops-chromium-'));
    const proc = spawn(
      path,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--hide-scrollbars',
        '--font-render-hinting=none',
        `--user-data-dir=${dir}`,
        '--remote-debugging-port=0',
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const url = await new Promise<string>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium did not start in ${timeoutMs} ms:\n${seen}`)),
        timeoutMs,
      );
      proc.once('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (${code}) before listening:\n${seen}`));
      });
      proc.stderr?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const m = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
        if (m?.[1]) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
    });
    proc.removeAllListeners('exit');
    const ws = new WebSocket(url, { perMessageDeflate: false, maxPayload: 512 * 1024 * 1024 });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new Browser(proc, ws, dir);
  }

  send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = ++this.#id;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  }

  on(method: string, listener: Listener): () => void {
    let set = this.#listeners.get(method);
    if (!set) {
      set = new Set();
      this.#listeners.set(method, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  async newPage(width: number, height: number): Promise<Page> {
    const { targetId } = (await this.send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
    const { sessionId } = (await this.send('Target.attachToTarget', { targetId, flatten: true })) as {
      sessionId: string;
    };
    const page = new Page(this, sessionId);
    await page.send('Page.enable');
    await page.send('Runtime.enable');
    await page.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
    return page;
  }

  async close(): Promise<void> {
    await this.send('Browser.close').catch(() => undefined);
    this.#ws.close();
    if (this.#proc.exitCode === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.#proc.kill('SIGKILL');
          resolve();
        }, 5_000);
        this.#proc.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    rmSync(this.#dir, { recursive: true, force: true });
  }
}

export class Page {
  /** Console errors and uncaught exceptions since the last `goto`. */
  errors: string[] = [];

  constructor(
    readonly browser: Browser,
    readonly sessionId: string,
  ) {
    browser.on('Runtime.exceptionThrown', (p, s) => {
      if (s !== sessionId) return;
      const d = p.exceptionDetails as { text?: string; exception?: { description?: string } } | undefined;
      this.errors.push(`exception: ${d?.exception?.description ?? d?.text ?? 'unknown'}`);
    });
    browser.on('Runtime.consoleAPICalled', (p, s) => {
      if (s !== sessionId || p.type !== 'error') return;
      const args = (p.args as { value?: unknown; description?: string }[] | undefined) ?? [];
      this.errors.push(`console.error: ${args.map((a) => String(a.value ?? a.description ?? '')).join(' ')}`);
    });
  }

  send(method: string, params: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    return this.browser.send(method, params, this.sessionId);
  }

  async goto(url: string, timeoutMs = 15_000): Promise<void> {
    this.errors = [];
    let off = () => {};
    const loaded = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${url} did not load in ${timeoutMs} ms`)), timeoutMs);
      off = this.browser.on('Page.loadEventFired', (_p, s) => {
        if (s !== this.sessionId) return;
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      const r = (await this.send('Page.navigate', { url })) as { errorText?: string };
      if (r.errorText) throw new Error(`${url}: ${r.errorText}`);
      await loaded;
    } finally {
      off();
    }
  }

  async evaluate<T>(expression: string): Promise<T> {
    const r = (await this.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })) as {
      result: { value?: T };
      exceptionDetails?: { text?: string };
    };
    if (r.exceptionDetails) throw new Error(`evaluate failed: ${r.exceptionDetails.text ?? expression}`);
    return r.result.value as T;
  }

  /** Waits until `expression` is truthy (polling), and returns its value. */
  async waitFor<T>(expression: string, timeoutMs = 10_000): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const v = await this.evaluate<T>(expression);
      if (v) return v;
      if (Date.now() > until) throw new Error(`timed out waiting for ${expression}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** A PNG of the element `selector` at its full height (beyond the window when taller). */
  async screenshot(selector: string): Promise<Buffer> {
    const rect = await this.evaluate<{ x: number; y: number; width: number; height: number }>(
      `(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
        return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height }; })()`,
    );
    const clip = {
      x: Math.floor(rect.x),
      y: Math.floor(rect.y),
      width: Math.ceil(rect.width),
      height: Math.ceil(rect.height),
      scale: 1,
    };
    const { data } = (await this.send('Page.captureScreenshot', {
      format: 'png',
      clip,
      captureBeyondViewport: true,
    })) as { data: string };
    return Buffer.from(data, 'base64');
  }
}
