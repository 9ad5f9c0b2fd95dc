import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** While true, every mail is refused with a temporary failure (451). */
  setFailing: (failing: boolean) => void;
  /** How many mails were refused. */
  refusals: () => number;
  /** How many mails are held now (see `hold`), and the most held at once. */
  held: () => { now: number; most: number };
  /** Accepts every mail held so far. */
  release: () => void;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on a loopback port that keeps the raw MIME of what it accepts. `hold`:
 * a mail to those recipients is read but answered only on `release()`, as a server that
 * stalls.
 */
export async function startTestSmtpServer(
  options: { hold?: (to: string[]) => boolean } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let failing = false;
  let refused = 0;
  const held: (() => void)[] = [];
  let mostHeld = 0;
  // STARTTLS is disabled: the certificate bundled with smtp-server has expired.
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!failing) {
        callback();
        return;
      }
      refused += 1;
      callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map(({ address }) => address);
        const accept = () => {
          received.push({ to, raw });
          callback();
        };
        if (!options.hold?.(to)) {
          accept();
          return;
        }
        held.push(accept);
        mostHeld = Math.max(mostHeld, held.length);
      });
    },
  });
  // A dropped client connection is an 'error' of the server, which must not end the test.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setFailing: (value) => {
      failing = value;
    },
    refusals: () => refused,
    held: () => ({ now: held.length, most: mostHeld }),
    release: () => {
      for (const accept of held.splice(0)) accept();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
