import { spawn, type ChildProcess } from 'node:child_process';
import { shiftedCalendarEnv } from '../../e2e/calendar-shift.mjs';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The built server (dist-server/main.js) as a real process, for the tests that need signals, ports
 * and restarts: it is started with plain Node, as `npm run serve` does, from the project root.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const entry = fileURLToPath(new URL('../../dist-server/main.js', import.meta.url));
const readyLine = 'The site is running at http://';
/**
 * A new PGlite store is copied from the build's and seeded first: 3 to 6 s here, more with the machine
 * busy with other tests (server/store/make-new-store.ts).
 */
const startTimeoutMs = 60_000;

export type ServerProcess = {
  /** The base URL, with a trailing slash: `${url}api/...`. */
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything written so far. */
  stdout: () => string;
  stderr: () => string;
  /** Resolves when a line containing `text` has been written to stdout (at once if it already was). */
  waitForOutput: (text: string) => Promise<void>;
  /** Resolves with the exit code (or the signal's name when a signal ended it). */
  exited: Promise<number | string>;
  /** Sends the signal (SIGTERM unless told) and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | string>;
};

/** A start that ended before the server said it was running. */
export class ServerStartError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | string | null,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'ServerStartError';
  }
}

const running = new Set<ChildProcess>();

/** A port nobody listens on now: the system picks one, we take it and let it go. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** In the e2e suite, a server's calendar is moved away from its clock's day (playwright.config.ts, decision 191). */
export const e2eCalendar = () => (process.env.E2E_SHIFT_CALENDAR ? shiftedCalendarEnv() : {});

/**
 * Starts `node dist-server/main.js` with the given settings on top of a quiet default environment
 * (a free port on 127.0.0.1, LOG_LEVEL=warn) and resolves once it says it is running.
 */
export async function startServer(env: Record<string, string>, options: { cwd?: string } = {}): Promise<ServerProcess> {
  if (!existsSync(entry)) {
    throw new Error(`${entry} does not exist: run \`npm run build\` (or \`npm run build:server\`) before these tests.`);
  }
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const inherited = { ...process.env };
  // The test runner's own settings must not reach the server.
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'DATA_DIR',
    'TRUST_PROXY',
    'RATE_LIMIT_MAX',
    'GET_RATE_LIMIT_MAX',
    'BODY_TIMEOUT',
    'REQUEST_TIMEOUT',
    'SHUTDOWN_GRACE',
    'DIST_DIR',
    'NODE_OPTIONS',
  ])
    delete inherited[key];
  const child = spawn(process.execPath, [entry], {
    // The folder it starts from is where it looks for a .env file.
    cwd: options.cwd ?? root,
    env: { ...inherited, ...e2eCalendar(), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    for (const waiter of [...waiters]) {
      if (stdout.includes(waiter.text)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | string>((resolve) => {
    // 'close', not 'exit': by then stdout and stderr have been read to the end.
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });

  const waitForOutput = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (stdout.includes(text)) return resolve();
      waiters.push({ text, resolve });
      void exited.then((code) =>
        reject(new Error(`The server exited (${code}) before writing "${text}". stderr: ${stderr.trim() || '(empty)'}`)),
      );
    });

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new ServerStartError(
          `The server did not start within ${startTimeoutMs / 1000} s. stderr: ${stderr.trim() || '(empty)'}`,
          null,
          stderr,
        ),
      );
    }, startTimeoutMs);
    waitForOutput(readyLine).then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        void exited.then((code) =>
          reject(
            new ServerStartError(
              `The server exited with ${code} before it was running. stderr: ${stderr.trim() || '(empty)'}`,
              code,
              stderr,
            ),
          ),
        );
      },
    );
  });

  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    pid: child.pid!,
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    waitForOutput,
    exited,
    stop: (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Kills whatever a failed test left running, so that no server outlives its test file: each test
 * file that starts servers calls it after all its tests (vitest's afterAll, Playwright's afterAll).
 */
export async function stopAllServers(): Promise<void> {
  const leftovers = [...running];
  await Promise.all(
    leftovers.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
