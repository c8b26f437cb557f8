import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationParts } from '../test/documents';
import { startServer, stopAllServers, type ServerProcess } from '../test/server-process';
import {
  expectProblem,
  faultEnv,
  readAbout,
  removeScratchDirs,
  report,
  scratchStoreDir,
  siteDir,
  sleep,
  withServerOutput,
} from './fault-kit';
import { asAnswer, openRaw, type RawConnection } from './raw-http';

/**
 * Clients that stall or trickle (slowloris) against the built server with short limits: each is cut
 * within a bounded time, with a 408 problem where an answer can still be written, and the site keeps
 * answering everyone else meanwhile. SIGTERM does not wait on such a client past SHUTDOWN_GRACE.
 */

const bodyTimeoutS = 2;
const requestTimeoutS = 5;
const shutdownGraceS = 2;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer(
    faultEnv(scratchStoreDir('volta-fault-slow-'), siteDir(), {
      BODY_TIMEOUT: String(bodyTimeoutS),
      REQUEST_TIMEOUT: String(requestTimeoutS),
      SHUTDOWN_GRACE: String(shutdownGraceS),
      // The SIGTERM test waits for the line that says its upload arrived (logged at debug).
      LOG_LEVEL: 'debug',
    }),
  );
});

afterAll(async () => {
  await stopAllServers();
  removeScratchDirs();
});
/** Node checks its header and request limits once a second; timers and a busy machine add a little. */
const slackMs = 2_500;
const perKind = 5;

const upload = applicationParts();
const uploadHead = (port: number) =>
  `POST /api/job-vacancy/apply HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${upload.headers['content-type']}\r\n` +
  `Content-Length: ${upload.payload.length}\r\n\r\n`;

/** Writes one byte of `text` every `everyMs` until the connection closes or the text ends. */
function trickle(connection: RawConnection, text: Buffer, everyMs: number) {
  let sent = 0;
  const timer = setInterval(() => {
    if (connection.socket.destroyed || sent >= text.length) return clearInterval(timer);
    connection.socket.write(text.subarray(sent, sent + 1));
    sent += 1;
  }, everyMs);
  void connection.closed.then(() => clearInterval(timer));
}

type Kind = { name: string; open: (port: number) => Promise<RawConnection>; limitS: number; answer: 408 | '408 or none' };

const kinds: Kind[] = [
  {
    name: 'headers sent, then nothing',
    open: (port) => openRaw(port, uploadHead(port)),
    limitS: bodyTimeoutS,
    answer: 408,
  },
  {
    name: 'half the body sent, then nothing',
    open: (port) => openRaw(port, Buffer.concat([Buffer.from(uploadHead(port)), upload.payload.subarray(0, upload.payload.length / 2)])),
    limitS: bodyTimeoutS,
    answer: 408,
  },
  {
    name: 'headers trickled a byte every 0.5 s (slowloris)',
    open: async (port) => {
      const connection = await openRaw(port, 'GET /about HTTP/1.1\r\n');
      trickle(connection, Buffer.from(`Host: 127.0.0.1\r\nX-Slow: ${'s'.repeat(200)}\r\n\r\n`), 500);
      return connection;
    },
    limitS: bodyTimeoutS,
    answer: '408 or none',
  },
  {
    name: 'the body trickled a byte every 0.5 s',
    open: async (port) => {
      const connection = await openRaw(port, uploadHead(port));
      trickle(connection, upload.payload, 500);
      return connection;
    },
    limitS: requestTimeoutS,
    answer: 408,
  },
];

describe('slow clients against the built server', () => {
  it(`are cut within BODY_TIMEOUT (${bodyTimeoutS} s) or REQUEST_TIMEOUT (${requestTimeoutS} s) and do not delay /about`, async () => {
    const server = await startServer(
      faultEnv(scratchStoreDir('volta-fault-slow-'), siteDir(), {
        BODY_TIMEOUT: String(bodyTimeoutS),
        REQUEST_TIMEOUT: String(requestTimeoutS),
      }),
    );
    try {
      const clients = await Promise.all(
        kinds.flatMap((kind) => Array.from({ length: perKind }, async () => ({ kind, connection: await kind.open(server.port) }))),
      );
      // Everyone else meanwhile: /about, every 100 ms, while the slow clients hold their connections.
      const aboutMs: number[] = [];
      while (aboutMs.length < 30) {
        aboutMs.push(await readAbout(server.url, 5_000));
        await sleep(100);
      }
      const cuts = await Promise.all(clients.map(async ({ kind, connection }) => ({ kind, connection, ms: await connection.closed })));

      for (const kind of kinds) {
        const ofKind = cuts.filter((cut) => cut.kind === kind);
        const longest = Math.max(...ofKind.map((cut) => cut.ms));
        report(`slow clients: "${kind.name}" ×${perKind} cut after ${ofKind.map((cut) => (cut.ms / 1000).toFixed(1)).join(', ')} s`);
        expect(longest, kind.name).toBeLessThanOrEqual(kind.limitS * 1000 + slackMs);
        for (const { connection } of ofKind) {
          const answers = connection.answers();
          if (kind.answer === '408 or none' && !answers.length) continue;
          expect(
            answers.map((answer) => answer.status),
            kind.name,
          ).toEqual([408]);
          expectProblem(asAnswer(answers[0]!), kind.name);
        }
      }
      const sorted = [...aboutMs].sort((a, b) => a - b);
      report(
        `slow clients: /about meanwhile in ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms (median), ${sorted.at(-1)!.toFixed(1)} ms at most`,
      );
      // Not one read of the page waited on the slow clients (their limits are seconds long).
      expect(sorted.at(-1)).toBeLessThan(1_000);
      expect(server.child.exitCode).toBeNull();
    } catch (error) {
      throw withServerOutput(error, server);
    }
  });

  it(`do not hold SIGTERM past SHUTDOWN_GRACE (${shutdownGraceS} s)`, async () => {
    try {
      // A body that trickles is never silent for BODY_TIMEOUT, and REQUEST_TIMEOUT is further off than
      // the grace: what ends it here is the grace.
      const trickling = await openRaw(server.port, uploadHead(server.port));
      trickle(trickling, upload.payload, 500);
      await server.waitForOutput('"path":"/api/job-vacancy/apply"');
      const signalled = performance.now();
      server.child.kill('SIGTERM');
      const code = await server.exited;
      const stopMs = performance.now() - signalled;
      await trickling.closed;
      report(
        `slow clients: SIGTERM with a trickling upload open took ${(stopMs / 1000).toFixed(1)} s (SHUTDOWN_GRACE ${shutdownGraceS} s); ` +
          `the upload got ${
            trickling
              .answers()
              .map((answer) => answer.status)
              .join(', ') || 'no answer, its connection closed'
          }`,
      );
      expect(code).toBe(0);
      expect(stopMs).toBeLessThanOrEqual(shutdownGraceS * 1000 + slackMs);
      for (const answer of trickling.answers()) expectProblem(asAnswer(answer), 'the trickling upload');
    } catch (error) {
      throw withServerOutput(error, server);
    }
  });
});
