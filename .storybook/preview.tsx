// The site's global styles, loaded as src/render/entries/main.tsx loads them: the self-hosted Inter, then the reset,
// which imports the generated token custom properties (npm run tokens).
import '@fontsource-variable/inter/wght.css';
import '../src/styles/global.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { STORY_FINISHED, type StoryFinishedPayload } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { MotionRoot } from '../src/motion/motion-root';
import styles from './preview.module.css';

/**
 * A story sits in what a page gives it: the motion root (the animation kit loads unless reduced
 * motion is asked for, as on the site), a router for its links, the page's content column (unless
 * `parameters.bleed`: a block that spans the page and brings its own), a main landmark and the
 * headings above it. `parameters.headings` is how many: 1 (the default) for a widget under a page's
 * h1, 2 for one whose own headings are h3s, 0 for a block that brings its own h1. They are visually
 * hidden and named after the story, so axe's page rules (one main, an h1, no skipped level) hold as
 * they do on a page.
 */
const withPage: Decorator = (Story, { title, name, parameters }) => {
  const headings = (parameters.headings as number | undefined) ?? 1;
  return (
    <MotionRoot>
      <MemoryRouter>
        <main className={parameters.bleed ? undefined : `container ${styles.stage}`}>
          {headings >= 1 && <h1 className="visually-hidden">{title.split('/').at(-1)}</h1>}
          {headings >= 2 && <h2 className="visually-hidden">{name}</h2>}
          <Story />
        </main>
      </MemoryRouter>
    </MotionRoot>
  );
};

/**
 * When a story has rendered, played and settled, html[data-story] says how it ended and
 * html[data-hydrated] is set, as the app sets it once a page is interactive: the e2e fixtures wait
 * for that after every navigation.
 */
function markWhenFinished() {
  const root = document.documentElement;
  delete root.dataset.story;
  delete root.dataset.hydrated;
  const channel = addons.getChannel();
  const finished = ({ status }: StoryFinishedPayload) => {
    root.dataset.story = status;
    root.dataset.hydrated = 'true';
  };
  channel.on(STORY_FINISHED, finished);
  return () => channel.off(STORY_FINISHED, finished);
}

const preview: Preview = {
  decorators: [withPage],
  beforeEach: markWhenFinished,
  parameters: { layout: 'fullscreen' },
};

export default preview;
