// Child process of the benchmark: the S3 baseline, a bare node:http server that streams a
// request body into one PutObject (its Content-Length known), with no multipart parsing,
// no parts and no database.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket } = process.env;
if (!endpoint || !bucket) throw new Error('S3_ENDPOINT and S3_BUCKET are required');
// Credentials from the SDK's default chain, as Coffer's own client.
const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true });

const server = createServer((request, response) => {
  client
    .send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `raw/${randomUUID()}`,
        Body: request,
        ContentLength: Number(request.headers['content-length']),
      }),
    )
    .then(
      () => response.writeHead(201, { 'content-type': 'application/json' }).end('{}'),
      (error: unknown) => {
        console.error('[raw S3 server]', error);
        response.writeHead(500).end();
      },
    );
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
