// Child process of the benchmark: an S3-protocol server (s3rver, as the tests use) with the
// bucket BENCH_BUCKET, on a loopback port, in a process of its own so that its work is not
// counted in the API server's or the load generator's.
import { startS3rver } from '@coffer/domain/test-s3rver';

const bucket = process.env['BENCH_BUCKET'];
if (!bucket) throw new Error('BENCH_BUCKET is required');
const s3 = await startS3rver();
await s3.createBucket(bucket);
process.stdout.write(`${JSON.stringify({ port: Number(new URL(s3.endpoint).port) })}\n`);
process.once('SIGTERM', () => {
  void s3.close().then(() => process.exit(0));
});
