import { BadImageError, deriveHere } from './article-images';

/**
 * `node dist-server/picture-process.js NAME`: makes an article's pictures from the source on stdin and
 * writes them to stdout as JSON (contents in base64); a picture that cannot be used exits with 2 and
 * its sentence on stderr. Started by article-images.ts, so that the encoders' memory leaves with it.
 */
const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
try {
  const images = await deriveHere(Buffer.concat(chunks), process.argv[2] ?? 'the picture');
  process.stdout.write(JSON.stringify(images.map((image) => ({ ...image, content: image.content.toString('base64') }))));
} catch (error) {
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exitCode = error instanceof BadImageError ? 2 : 1;
}
