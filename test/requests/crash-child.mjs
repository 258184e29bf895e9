// A workflow instance in its own process, killed by the test between its claim and the portal's answer.
// Runs the built code (dist/), as production does.
import { PortalClient } from '../../dist/src/portal/client.js';
import { StaticTokenSource } from '../../dist/src/portal/tokens/static.js';
import { Policy } from '../../dist/src/requests/policy.js';
import { Workflow } from '../../dist/src/requests/workflow.js';
import { Secret } from '../../dist/src/secret.js';
import { openStore } from '../../dist/src/store/open.js';

const { CRASH_DB, CRASH_PORTAL_URL, CRASH_TOKEN, CRASH_USER, CRASH_REQUEST } = process.env;
const store = await openStore({ sqlitePath: CRASH_DB });
const client = new PortalClient({ portalUrl: CRASH_PORTAL_URL, timeouts: { headersMs: 120_000 } });
const tokens = new StaticTokenSource(new Secret(CRASH_TOKEN));
const identity = { mode: 'per-person', tokensFor: async () => ({ tokens, portalUser: CRASH_USER }) };
const policy = new Policy({ team: 'T_HOME', mode: 'per-person' });
const workflow = new Workflow({ store, client, identity, policy, instance: 'child' });
process.stdout.write('confirming\n');
await workflow.confirm(CRASH_REQUEST, { team: 'T_HOME', user: 'U_ALICE' });
process.stdout.write('answered\n');
