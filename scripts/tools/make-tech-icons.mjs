// Writes the technology logos of the tech-stack page as small SVG files (paths from simple-icons,
// CC0; Microsoft's four squares drawn here). As image files they cost the page no JavaScript.
import { writeFileSync } from 'node:fs';
import { siApache, siGit, siMysql, siOpenjdk, siPython, siRabbitmq, siUbuntu } from 'simple-icons';

const svg = (shapes) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48">${shapes
    .map(({ d, fill }) => `<path d="${d}" fill="${fill}"/>`)
    .join('')}</svg>\n`;
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

for (const [id, shapes] of Object.entries(icons)) writeFileSync(`src/assets/tech-stack/${id}.svg`, svg(shapes));
