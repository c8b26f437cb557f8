// The technology logos of the tech-stack page: views of one SVG file (made by
// scripts/tools/make-tech-icons.mjs), each named by its fragment, so that the page asks for one file.
import type { ImageAsset } from '../images';
import sprite from './tech-icons.svg';

const icon = (id: string): ImageAsset => ({ src: `${sprite}#${id}`, width: 48, height: 48 });

export const techIcons = {
  git: icon('git'),
  python: icon('python'),
  rabbitmq: icon('rabbitmq'),
  ubuntu: icon('ubuntu'),
  microsoft: icon('microsoft'),
  apache: icon('apache'),
  mysql: icon('mysql'),
  java: icon('java'),
} satisfies Record<string, ImageAsset>;

export type TechIconId = keyof typeof techIcons;
