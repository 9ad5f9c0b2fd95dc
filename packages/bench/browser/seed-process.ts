// Child process of browser/run.ts: seeds one Coffer's database (the one of DATABASE_URL, which
// getEnv() reads once per process, hence a process per Coffer) and prints what it made as JSON.
import { getDb } from '@coffer/db';
import { createRelyingPartyKey } from '@coffer/api/test-relying-party';
import { registerCofferRelyingParty } from '../auth/seed-coffer';
import { seedBoxWithMessages } from './seed-box';

const [origin, messages] = process.argv.slice(2);
if (origin === undefined || messages === undefined) {
  throw new Error('usage: seed-process.ts <origin> <messages>');
}
const clientId = await registerCofferRelyingParty(await createRelyingPartyKey(), 'ES256');
const box = await seedBoxWithMessages(origin, Number(messages));
await getDb().$disconnect();
process.stdout.write(JSON.stringify({ clientId, box }));
