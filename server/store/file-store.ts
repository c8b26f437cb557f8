import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, type ReadStream } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Uploaded files on disk, by content: DATA_DIR/files/<sha256>. An upload streams to a private
 * temporary file (hashed on the way, never whole in memory), is fsynced, and takes its address only
 * when kept, before the row that names it commits; files no row names are swept.
 */
export type ReceivedFile = {
  sha256: string;
  size: number;
  /** Gives the file its address (and makes that durable); after this a row may name it. */
  keep: () => Promise<void>;
  /** Drops the temporary file (a refused upload). */
  discard: () => Promise<void>;
};

export type FileStore = {
  dir: string;
  /**
   * Reads `source` to its end into a temporary file, calling `observe` with each chunk (to recognise the
   * content). On any error the temporary file is removed and the error rethrown.
   */
  receive: (source: AsyncIterable<Buffer>, observe?: (chunk: Buffer) => void) => Promise<ReceivedFile>;
  /** Writes bytes already in memory (files moved out of an older store); resolves once durable. */
  put: (content: Buffer) => Promise<string>;
  pathOf: (sha256: string) => string;
  read: (sha256: string) => ReadStream;
  /** Removes the files whose address is not in `referenced`, and temporary files, older than `graceMs`. */
  sweep: (referenced: ReadonlySet<string>, graceMs: number) => Promise<number>;
};

const addressPattern = /^[0-9a-f]{64}$/;

/** fsync a folder, so that a rename in it survives a power cut. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function openFileStore(dataDir: string): FileStore {
  const dir = join(dataDir, 'files');
  const incoming = join(dir, 'incoming');
  mkdirSync(incoming, { recursive: true, mode: 0o700 });
  const pathOf = (sha256: string) => {
    if (!addressPattern.test(sha256)) throw new Error('Not a file address.');
    return join(dir, sha256);
  };

  /** The file system's time now: the modification time of a file written in `incoming` and removed. */
  async function fileSystemNow(): Promise<number> {
    const probe = join(incoming, `now-${randomUUID()}`);
    await (await open(probe, 'wx', 0o600)).close();
    try {
      return (await stat(probe)).mtimeMs;
    } finally {
      await rm(probe, { force: true });
    }
  }

  async function writeTemporary(chunks: AsyncIterable<Buffer> | Iterable<Buffer>, observe?: (chunk: Buffer) => void) {
    const path = join(incoming, randomUUID());
    const handle = await open(path, 'wx', 0o600);
    const hash = createHash('sha256');
    let size = 0;
    try {
      for await (const chunk of chunks) {
        hash.update(chunk);
        observe?.(chunk);
        size += chunk.length;
        await handle.write(chunk);
      }
      await handle.sync();
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(path, { force: true });
      throw error;
    }
    await handle.close();
    return { path, sha256: hash.digest('hex'), size };
  }

  async function settle(temporary: string, sha256: string): Promise<void> {
    // The same content may be there already (the same CV sent twice): one copy serves both rows.
    await rename(temporary, pathOf(sha256));
    await syncFolder(dir);
  }

  return {
    dir,
    pathOf,
    read: (sha256) => createReadStream(pathOf(sha256)),
    receive: async (source, observe) => {
      const { path, sha256, size } = await writeTemporary(source, observe);
      return {
        sha256,
        size,
        keep: () => settle(path, sha256),
        discard: () => rm(path, { force: true }),
      };
    },
    put: async (content) => {
      const { path, sha256 } = await writeTemporary([content]);
      await settle(path, sha256);
      return sha256;
    },
    sweep: async (referenced, graceMs) => {
      // Files are timed by the file system's clock, which need not be this process's (a shared volume's
      // server, a clock moved in tests): their age is read against a file written now.
      const before = (await fileSystemNow()) - graceMs;
      let removed = 0;
      const candidates = [
        ...(await readdir(dir)).filter((name) => addressPattern.test(name) && !referenced.has(name)).map((name) => join(dir, name)),
        ...(await readdir(incoming)).map((name) => join(incoming, name)),
      ];
      for (const path of candidates) {
        const info = await stat(path).catch(() => undefined);
        if (!info || info.mtimeMs > before) continue;
        await rm(path, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
