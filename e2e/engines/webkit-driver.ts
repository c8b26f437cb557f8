import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timeZoneEnvironment, type BrowserLocale } from './engine';
import { withoutFaketime } from '../calendar-shift.mjs';

export type RunningDriver = { port: number; stop: () => void };

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * GTK's own setting for reduced motion: WebKitGTK answers prefers-reduced-motion from
 * gtk-enable-animations, read from $XDG_CONFIG_HOME/gtk-3.0/settings.ini.
 */
function reducedMotionSettings(): string {
  const home = mkdtempSync(join(tmpdir(), 'volta-webkit-gtk-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0/settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
  return home;
}

/** Resolves once the driver answers that it is ready; rejects if its process ends first. */
async function ready(port: number, process: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null || process.signalCode !== null)
      throw new Error(`WebKitWebDriver ended (${process.exitCode ?? process.signalCode}).`);
    try {
      const answer = (await (await fetch(`http://127.0.0.1:${port}/status`)).json()) as { value?: { ready?: boolean } };
      if (answer.value?.ready) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('WebKitWebDriver did not answer within 20 s.');
}

/**
 * Starts WebKitWebDriver on a free port inside its own X server (xvfb-run -a), in a process group of
 * its own so that stopping it ends the X server and MiniBrowser too, and so does the worker's exit.
 * Two workers starting at once may pick the same display number; the one that loses starts again.
 */
export async function startWebKitDriver(locale: BrowserLocale): Promise<RunningDriver> {
  const gtkSettings = reducedMotionSettings();
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const driver = spawn('xvfb-run', ['-a', '-s', '-screen 0 1440x900x24', 'WebKitWebDriver', `--port=${port}`], {
      detached: true,
      stdio: 'ignore',
      env: {
        ...withoutFaketime(),
        ...timeZoneEnvironment(locale),
        XDG_CONFIG_HOME: gtkSettings,
        // Skia's painting threads antialias text a little differently from one paint to the next
        // (up to a quarter of the way to the other colour); painted on one thread, two shots are equal.
        WEBKIT_SKIA_GPU_PAINTING_THREADS: '0',
      },
    });
    const stop = () => {
      try {
        process.kill(-driver.pid!, 'SIGTERM');
      } catch {
        // Already gone.
      }
    };
    process.once('exit', stop);
    try {
      await ready(port, driver);
      return {
        port,
        stop: () => {
          stop();
          process.off('exit', stop);
          rmSync(gtkSettings, { recursive: true, force: true });
        },
      };
    } catch (error) {
      lastError = error;
      stop();
      process.off('exit', stop);
    }
  }
  rmSync(gtkSettings, { recursive: true, force: true });
  throw lastError;
}
