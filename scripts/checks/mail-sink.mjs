// A real SMTP server for the e2e gate (smtp-server, in its own process): the site's mail worker sends
// to it at SMTP_PORT, and the specs read what arrived over HTTP at PORT (GET /mails, newest last),
// parsed by mailparser. It keeps the mails in memory for the run; nothing leaves this machine.
import Fastify from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.PORT ?? 4324);
const smtpPort = Number(process.env.SMTP_PORT ?? 4325);
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          // Each header as it was sent (its raw line, unfolded), by its lower-case name.
          headers: Object.fromEntries(
            mail.headerLines.map(({ key, line }) => [
              key,
              line
                .slice(line.indexOf(':') + 1)
                .replace(/\r?\n[ \t]+/g, ' ')
                .trim(),
            ]),
          ),
          attachments: mail.attachments.map((file) => file.filename),
        });
        callback();
      },
      (error) => callback(error),
    );
  },
});
smtp.listen(smtpPort, '127.0.0.1');

const app = Fastify();
app.get('/health', async () => ({ ok: true }));
app.get('/mails', async () => mails);
await app.listen({ host: '127.0.0.1', port });
