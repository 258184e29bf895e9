// A store in its own process, for the tests of what several processes do to one SQLite file at once.
// Runs the built code (dist/), as production does. Waits until STORE_START_AT so that its siblings act together.
// STORE_MODE=open: opens (migrating if needed) and closes. STORE_MODE=claim: STORE_CLAIMS concurrent claims of
// STORE_REQUEST. Prints one line of JSON.
import { openStore } from '../../dist/src/store/open.js';

const { STORE_MODE, STORE_PATH, STORE_START_AT, STORE_REQUEST, STORE_CLAIMS, STORE_NAME } = process.env;
const options = STORE_PATH ? { sqlitePath: STORE_PATH } : {};
const untilStart = () => new Promise((r) => setTimeout(r, Math.max(0, Number(STORE_START_AT) - Date.now())));

if (STORE_MODE === 'open') {
  await untilStart();
  const store = await openStore(options);
  const drafts = await store.requests.inState('draft');
  await store.close();
  process.stdout.write(`${JSON.stringify({ opened: true, drafts: drafts.length })}\n`);
} else if (STORE_MODE === 'claim') {
  const store = await openStore(options);
  await untilStart();
  const person = { team: 'T_HOME', user: 'U_ALICE' };
  const now = Date.UTC(2026, 10, 21, 12, 1);
  const outcomes = await Promise.all(
    Array.from({ length: Number(STORE_CLAIMS) }, (_, i) =>
      store.requests.claim(STORE_REQUEST, person, now, `${STORE_NAME}-${i}`, {
        requestId: STORE_REQUEST,
        at: now,
        actor: 'T_HOME:U_ALICE',
        type: 'confirmed',
        detail: { by: `${STORE_NAME}-${i}` },
      }),
    ),
  );
  await store.close();
  process.stdout.write(`${JSON.stringify({ won: outcomes.filter((o) => o !== undefined).length })}\n`);
} else {
  throw new Error(`unknown STORE_MODE ${STORE_MODE}`);
}
