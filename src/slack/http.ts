import type { IncomingMessage, ServerResponse } from 'node:http';

/** A plain route handler, as Bolt's `customRoutes` and our own small server both take. */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface Route {
  readonly path: string;
  readonly method: 'GET' | 'POST';
  readonly handler: RouteHandler;
}

/** `GET /healthz`: 200 while the app can serve; the check itself is injected (the store answers). */
export function healthRoute(check: () => Promise<void>): Route {
  return {
    path: '/healthz',
    method: 'GET',
    handler: async (_req, res) => {
      try {
        await check();
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end('{"ok":true}');
      } catch {
        res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end('{"ok":false}');
      }
    },
  };
}
