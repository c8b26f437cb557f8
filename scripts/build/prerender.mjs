// `npm run build`'s prerender step, after the browser bundle and the SSR module are built: writes the
// site's pages into dist/ (src/render/build/prerender-site.mjs).
import { prerenderSite } from '../../src/render/build/prerender-site.mjs';

const { pages, urls } = await prerenderSite({ dist: 'dist', ssrModule: 'dist-ssr/prerender.js' });
console.log(`Prerendered ${pages} pages, sitemap.xml (${urls} URLs) and robots.txt.`);
