import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, stopAllServers } from './test/server-process';
import { fakeDist } from './test/test-app';

/** The built server as a process (dist-server/main.js): how SIGTERM ends it whatever its clients do. */

afterAll(stopAllServers);
const dataDir = mkdtempSync(join(tmpdir(), 'volta-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('SIGTERM', () => {
  it('ends within SHUTDOWN_GRACE while a client stalls in the middle of its body', async () => {
    // A body timeout far longer than the grace: only the grace can end the stalled request.
    const server = await startServer({
      DATA_DIR: dataDir,
      DIST_DIR: fakeDist(),
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE: '1',
      BODY_TIMEOUT: '120',
    });
    const socket = connect(server.port, '127.0.0.1');
    const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/contact/contact-us HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"fullName":"Sta',
    );
    await server.waitForOutput('"path":"/api/contact/contact-us"');

    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // The grace, then closing the store: a few seconds at most on a busy machine.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(6000);
    expect(server.stdout()).toContain('requests still open after 1 s are cut');
    await socketClosed;
  });
});
