// The yardstick of the bench (npm run bench): dist/ served by sirv, a small and fast static server for
// Node, with its precompressed files (brotli and gzip) and ETags, as `sirv-cli dist --brotli --gzip
// --etag` would. Run as its own process, like the site's server: PORT and DIST_DIR.
import { createServer } from 'node:http';
import sirv from 'sirv';

const serve = sirv(process.env.DIST_DIR, { brotli: true, gzip: true, etag: true, extensions: ['html'] });
createServer((request, response) =>
  serve(request, response, () => {
    response.statusCode = 404;
    response.end('Not found');
  }),
).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening\n'));
