// Child process of the benchmark: the box API (the same REST handler, procedures and
// streaming routes) on a loopback port, configured by the environment the parent gives.
import { getDb } from '@coffer/db';
import { startBoxApiServer } from '../src/routers/boxes/test/serve-box-api';

const server = await startBoxApiServer();
process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
process.once('SIGTERM', () => {
  void server
    .close()
    .then(() => getDb().$disconnect())
    .then(() => process.exit(0));
});
