import type { AccordionItem } from './accordion-widget';

type TextSection = { id: string; number?: string; title: string; paragraphs: readonly string[]; bullets?: readonly string[] };

/**
 * The accordion item of a section of text (the careers page's 'Why work with', the software
 * development offerings): its paragraphs, then its bullets when it has any, in the class given.
 */
export function textItem({ id, number, title, paragraphs, bullets = [] }: TextSection, bulletsClassName?: string): AccordionItem {
  return {
    id,
    number,
    title,
    content: (
      <>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {bullets.length > 0 && (
          <ul className={bulletsClassName}>
            {bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        )}
      </>
    ),
  };
}
