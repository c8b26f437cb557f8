import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleDocx, samplePdf } from '../test/documents';
import { openFileStore } from './file-store';
import { openStore } from './open-store';
import { applicationFiles, applications } from './schema';
import { suiteClock } from '../test/suite-clock';

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'volta-file-store-'));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
/** A stream that hands its bytes over in chunks of `size`, as a socket does. */
const chunked = (content: Buffer, size: number) =>
  Readable.from(Array.from({ length: Math.ceil(content.length / size) }, (_, index) => content.subarray(index * size, (index + 1) * size)));

describe('the file store', () => {
  it('streams an upload to a private temporary file and gives it its content address only when kept', async () => {
    const files = openFileStore(folder());
    const content = Buffer.concat([samplePdf, Buffer.alloc(300_000, 7)]);
    const seen: number[] = [];
    const received = await files.receive(chunked(content, 16_384), (chunk) => seen.push(chunk.length));
    expect(received).toMatchObject({ sha256: sha256(content), size: content.length });
    expect(seen.reduce((sum, length) => sum + length, 0)).toBe(content.length);
    expect(existsSync(files.pathOf(received.sha256))).toBe(false);
    const [temporary] = readdirSync(join(files.dir, 'incoming'));
    expect(statSync(join(files.dir, 'incoming', temporary!)).mode & 0o777).toBe(0o600);
    await received.keep();
    expect(readFileSync(files.pathOf(received.sha256)).equals(content)).toBe(true);
    expect(readdirSync(join(files.dir, 'incoming'))).toEqual([]);
  });

  it('discards a refused upload, and removes the temporary file when the stream fails', async () => {
    const files = openFileStore(folder());
    const refused = await files.receive(chunked(samplePdf, 10));
    await refused.discard();
    const failing = new Readable({
      read() {
        this.push(samplePdf);
        this.destroy(new Error('client went away'));
      },
    });
    await expect(files.receive(failing)).rejects.toThrow('client went away');
    expect(readdirSync(join(files.dir, 'incoming'))).toEqual([]);
    expect(readdirSync(files.dir)).toEqual(['incoming']);
  });

  it('sweeps files no row names and stale temporary files, once they are older than the grace', async () => {
    const files = openFileStore(folder());
    const named = await files.put(samplePdf);
    const orphan = await files.put(sampleDocx);
    const recentOrphan = await files.put(Buffer.from('%PDF-recent'));
    writeFileSync(join(files.dir, 'incoming', 'left-by-a-crash'), 'half an upload');
    // Aged by the file system's clock (the machine's, whatever this process's clock says).
    const twoHoursBefore = new Date(statSync(files.pathOf(recentOrphan)).mtimeMs - 2 * 60 * 60 * 1000);
    for (const path of [files.pathOf(named), files.pathOf(orphan), join(files.dir, 'incoming', 'left-by-a-crash')]) {
      utimesSync(path, twoHoursBefore, twoHoursBefore);
    }
    expect(await files.sweep(new Set([named]), 60 * 60 * 1000)).toBe(2);
    expect(existsSync(files.pathOf(named))).toBe(true);
    expect(existsSync(files.pathOf(orphan))).toBe(false);
    expect(existsSync(files.pathOf(recentOrphan))).toBe(true);
    expect(readdirSync(join(files.dir, 'incoming'))).toEqual([]);
  });

  it('moves the files of a store written before DATA_DIR/files out of the database at start, byte for byte', async () => {
    const dataDir = folder();
    const store = await openStore({ dataDir, seed: false, clock: suiteClock() });
    const legacy = [samplePdf, Buffer.concat([sampleDocx, Buffer.alloc(1_000_000, 3)])];
    let applicationId: number;
    try {
      const [application] = await store.db
        .insert(applications)
        .values({
          source: 'apply',
          jobTitle: 'Accountant',
          jobCategory: 'Finance',
          firstName: 'Ama',
          lastName: 'Mensah',
          email: 'legacy@example.com',
          location: 'Accra',
          yearsOfExperience: '3-5 years',
          applicationType: 'Full Time',
          salaryExpectation: '4500',
          phoneNumber: '+233 20 000 0000',
          highestQualification: 'BSc',
          createdAt: store.clock(),
        })
        .returning({ id: applications.id });
      applicationId = application!.id;
      // As the older server wrote them: the bytes in the row, nothing on disk.
      await store.db.insert(applicationFiles).values(
        legacy.map((content, index) => ({
          applicationId,
          field: index === 0 ? ('Resume' as const) : ('CoverLetter' as const),
          fileName: `file-${index}`,
          mediaType: 'application/pdf',
          size: content.length,
          sha256: sha256(content),
          legacyContent: content,
          createdAt: store.clock(),
        })),
      );
    } finally {
      await store.close();
    }
    expect(legacy.some((content) => existsSync(join(dataDir, 'files', sha256(content))))).toBe(false);

    const reopened = await openStore({ dataDir, seed: false, clock: suiteClock() });
    try {
      const rows = await reopened.db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, applicationId));
      expect(rows.map((row) => row.legacyContent)).toEqual([null, null]);
      for (const content of legacy) expect(readFileSync(reopened.files.pathOf(sha256(content))).equals(content)).toBe(true);
    } finally {
      await reopened.close();
    }
  });
});
