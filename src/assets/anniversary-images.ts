// The anniversary page's artwork and film with their intrinsic sizes (the ImageAsset shape of images.ts).
import film from './anniversary/anniversary-film.mp4';
import filmPoster from './anniversary/film-poster.svg';
import anniversaryTeam from './anniversary/anniversary-team.svg';
import managingDirectorAddress from './anniversary/managing-director-address.svg';
import engineeringTeam from './anniversary/engineering-team.svg';
import longServiceAward from './anniversary/long-service-award.svg';
import cakeCutting from './anniversary/cake-cutting.svg';
import clientsAndPartners from './anniversary/clients-and-partners.svg';
import foundingEngineer from './anniversary/founding-engineer.svg';
import type { ImageAsset } from './images';

/** A 4 s silent loop, 640x360 H.264, with a poster of the same frame. */
export const anniversaryFilm = { src: film, poster: filmPoster, width: 640, height: 360 } as const;

const group = (src: string): ImageAsset => ({ src, width: 440, height: 320 });
const individual = (src: string): ImageAsset => ({ src, width: 240, height: 320 });

/** The decade photos by MemoryPhoto id (anniversary content.ts). */
export const memoryPhotos: Readonly<Record<string, ImageAsset>> = {
  'anniversary-team': group(anniversaryTeam),
  'managing-director-address': individual(managingDirectorAddress),
  'engineering-team': group(engineeringTeam),
  'long-service-award': individual(longServiceAward),
  'cake-cutting': individual(cakeCutting),
  'clients-and-partners': group(clientsAndPartners),
  'founding-engineer': individual(foundingEngineer),
};
