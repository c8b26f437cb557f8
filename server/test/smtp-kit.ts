import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** A real SMTP server in the test's process (smtp-server), keeping what it receives, parsed (mailparser). */

export type Delivered = { envelopeFrom: string; envelopeTo: string[]; mail: ParsedMail };

/** An SMTP server on 127.0.0.1 that keeps what it receives; `refuse(n)` makes it refuse the next n recipients with a 451. */
export async function startSmtp(port = 0) {
  const delivered: Delivered[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        const error: SMTPServerError = new Error('Mailbox busy, try again later');
        error.responseCode = 451;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Kept before the server answers: once the client hears 250, the message is in the list.
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            delivered.push({
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
              mail,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    delivered,
    refuse: (n: number) => {
      refusals = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
