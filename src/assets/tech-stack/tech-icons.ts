// The technology logos of the tech-stack page (made by scripts/tools/make-tech-icons.mjs), as image files.
import type { ImageAsset } from '../images';
import apache from './apache.svg';
import git from './git.svg';
import java from './java.svg';
import microsoft from './microsoft.svg';
import mysql from './mysql.svg';
import python from './python.svg';
import rabbitmq from './rabbitmq.svg';
import ubuntu from './ubuntu.svg';

const icon = (src: string): ImageAsset => ({ src, width: 48, height: 48 });

export const techIcons = {
  git: icon(git),
  python: icon(python),
  rabbitmq: icon(rabbitmq),
  ubuntu: icon(ubuntu),
  microsoft: icon(microsoft),
  apache: icon(apache),
  mysql: icon(mysql),
  java: icon(java),
} satisfies Record<string, ImageAsset>;

export type TechIconId = keyof typeof techIcons;
