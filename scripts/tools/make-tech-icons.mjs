// Writes the technology logos of the tech-stack page as one SVG file (paths from simple-icons, CC0;
// Microsoft's four squares drawn here), each logo a <view> of it that an <img> names by fragment
// (`tech-icons.svg#git`). As an image file they cost the page no JavaScript; as one file, one
// request: eight beside the copy's face made the page's first requests a round trip longer on a
// phone (docs/decisions/190-tech-logos-one-file.md).
import { writeFileSync } from 'node:fs';
import { siApache, siGit, siMysql, siOpenjdk, siPython, siRabbitmq, siUbuntu } from 'simple-icons';

const paths = (shapes) => shapes.map(({ d, fill }) => `<path d="${d}" fill="${fill}"/>`).join('');
const single = (icon) => [{ d: icon.path, fill: `#${icon.hex}` }];

const icons = {
  git: single(siGit),
  python: single(siPython),
  rabbitmq: single(siRabbitmq),
  ubuntu: single(siUbuntu),
  microsoft: [
    { d: 'M1 1h10.5v10.5H1z', fill: '#F25022' },
    { d: 'M12.5 1H23v10.5H12.5z', fill: '#7FBA00' },
    { d: 'M1 12.5h10.5V23H1z', fill: '#00A4EF' },
    { d: 'M12.5 12.5H23V23H12.5z', fill: '#FFB900' },
  ],
  apache: single(siApache),
  mysql: single(siMysql),
  // OpenJDK's mark stands for Java, in the ink colour of the page.
  java: [{ d: siOpenjdk.path, fill: '#16161F' }],
};

// Each logo's 24 × 24 box, one under the other with a gap, so that no edge's antialiasing reaches
// the next view.
const pitch = 32;
const entries = Object.entries(icons);
const views = entries.map(([id], index) => `<view id="${id}" viewBox="0 ${index * pitch} 24 24"/>`).join('');
const logos = entries.map(([, shapes], index) => `<g transform="translate(0 ${index * pitch})">${paths(shapes)}</g>`).join('');
writeFileSync(
  'src/assets/tech-stack/tech-icons.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 ${entries.length * pitch - (pitch - 24)}">${views}${logos}</svg>\n`,
);
