/**
 * A real SMTP server for the e2e run: it accepts every message, relays none, and serves
 * what it received as JSON on a loopback HTTP port (`GET /messages?to=<email>`, newest
 * first), so tests read their emailed codes as a person reads their mail.
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { SMTP_SINK_HTTP_PORT, SMTP_SINK_PORT } from './e2e-settings';

export type ReceivedMessage = { to: string[]; raw: string; received_at: string };

const received: ReceivedMessage[] = [];

const smtp = new SMTPServer({
  // No TLS (the bundled certificate has expired) and no login: loopback, tests only.
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  size: 1024 * 1024,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map(({ address }) => address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
        received_at: new Date().toISOString(),
      });
      callback();
    });
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}`);
  if (request.method !== 'GET' || url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = received.filter((message) => to === undefined || message.to.includes(to));
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(messages.toReversed()));
});

// A client that drops its connection (Coffer's mailer under load, ECONNRESET seen) is an
// 'error' of the server: unhandled, it would end the sink, and every later test's mail.
smtp.on('error', (error: Error) => console.error(`[smtp-sink] ${error.message}`));
smtp.listen(SMTP_SINK_PORT, '127.0.0.1');
http.listen(SMTP_SINK_HTTP_PORT, '127.0.0.1');
