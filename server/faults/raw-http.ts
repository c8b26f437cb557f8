import { connect, type Socket } from 'node:net';
import type { Answer } from './fault-kit';

/**
 * HTTP written byte by byte on a socket, for what an HTTP client will not send (two lengths, a bad
 * chunk, a header of 40 KB, a body that stops), and the answers read back as they come.
 */

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** The complete answers at the start of `data` (by Content-Length; an answer without one runs to the close). */
function parseAnswers(data: Buffer, closed: boolean): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = data;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return answers;
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
    const bodyStart = end + 4;
    if (length === undefined) {
      if (!closed) return answers;
      answers.push({ status, headers, body: rest.subarray(bodyStart).toString('utf8') });
      return answers;
    }
    if (rest.length < bodyStart + length) return answers;
    answers.push({ status, headers, body: rest.subarray(bodyStart, bodyStart + length).toString('utf8') });
    rest = rest.subarray(bodyStart + length);
  }
}

/** A raw answer in the shape the checks take. */
export const asAnswer = (raw: RawAnswer): Answer => ({
  status: raw.status,
  contentType: raw.headers['content-type'] ?? '',
  headers: raw.headers,
  body: raw.body,
});

export type RawConnection = {
  socket: Socket;
  /** Everything received so far, as answers. */
  answers: () => RawAnswer[];
  /** Resolves when the server has closed the connection (or it was reset), with the milliseconds since it opened. */
  closed: Promise<number>;
};

/** Opens a connection to 127.0.0.1:port and writes `bytes` (more can be written on `socket`). */
export function openRaw(port: number, bytes: string | Buffer = ''): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    const chunks: Buffer[] = [];
    let ended = false;
    const socket = connect({ port, host: '127.0.0.1' });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer (the server closing with our bytes unread) is a close like any other.
    socket.on('error', () => undefined);
    const closed = new Promise<number>((done) =>
      socket.once('close', () => {
        ended = true;
        done(performance.now() - opened);
      }),
    );
    socket.once('connect', () => {
      if (bytes.length) socket.write(bytes);
      resolve({ socket, answers: () => parseAnswers(Buffer.concat(chunks), ended), closed });
    });
    socket.once('error', reject);
  });
}

/**
 * Sends `bytes` on a new connection and half-closes nothing: waits until the server closes it, or until
 * it has answered and `settleMs` passed without more, or `timeoutMs`. Resolves with the answers read.
 */
export async function exchange(port: number, bytes: string | Buffer, { settleMs = 300, timeoutMs = 10_000 } = {}) {
  const connection = await openRaw(port, bytes);
  const deadline = Date.now() + timeoutMs;
  let closedAfter: number | undefined;
  void connection.closed.then((ms) => (closedAfter = ms));
  let answeredAt: number | undefined;
  while (closedAfter === undefined && Date.now() < deadline) {
    if (connection.answers().length && answeredAt === undefined) answeredAt = Date.now();
    if (answeredAt !== undefined && Date.now() - answeredAt >= settleMs) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const answers = connection.answers();
  connection.socket.destroy();
  return { answers, closed: closedAfter !== undefined, timedOut: closedAfter === undefined && !answers.length };
}
