import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { homeHeroImage } from '../../assets/images';
import { portfolioHeroImage } from '../../assets/portfolio-images';
import { voiceHeroImage } from '../../assets/services-images';
import { findPortfolioProject } from '../../content/projects';
import { portfolioIds } from '../../routes/portfolio-ids';
import { paths } from '../../routes/paths';
import { BackLink } from '../ui/back-link';
import { SearchForm } from '../ui/search-form';
import { blockStoryContent } from './content';
import { PageHero } from './page-hero';
import frames from '../stories.module.css';

const { homeHero: hero, voiceHero: voice, resources, contactHero } = blockStoryContent;

const meta = {
  title: 'Blocks/PageHero',
  component: PageHero,
  args: { heading: hero.tagline, lead: hero.subline },
  // It spans the page and brings the page's h1.
  parameters: { bleed: true, headings: 0 },
} satisfies Meta<typeof PageHero>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Home: the image beside the text, actions under it. */
export const WithImageAndActions: Story = {
  args: {
    image: homeHeroImage,
    children: (
      <div className={frames.row}>
        {hero.actions.map((action, index) => (
          <Link key={action.id} to={action.to} className={index === 0 ? 'button' : 'button button-secondary'}>
            {action.label}
          </Link>
        ))}
      </div>
    ),
  },
};

/** Voice applications: eyebrow, lead and further paragraphs. */
export const WithEyebrowAndParagraphs: Story = {
  args: {
    eyebrow: voice.eyebrow,
    heading: voice.heading,
    lead: voice.paragraphs[0],
    paragraphs: voice.paragraphs.slice(1),
    image: voiceHeroImage,
  },
};

const project = findPortfolioProject(portfolioIds[0])!;

/** A portfolio project: the back link above the eyebrow. */
export const WithBackLink: Story = {
  args: {
    above: <BackLink to={paths.portfolio} label={blockStoryContent.projectBackLabel} />,
    eyebrow: project.focus,
    heading: project.title,
    lead: project.summary,
    image: portfolioHeroImage(project.id),
  },
};

/** Resources: centred, with its tool under the lead. */
export const CentredWithTool: Story = {
  args: {
    heading: resources.hero.heading,
    lead: resources.hero.intro,
    align: 'center',
    children: (
      <SearchForm
        id="search-resources"
        label={resources.search.label}
        placeholder={resources.search.placeholder}
        buttonLabel={resources.search.buttonLabel}
        className={frames.tool}
      />
    ),
  },
};

/** Contact us: text only. */
export const TextOnly: Story = {
  args: { heading: contactHero.heading, lead: contactHero.paragraph },
};
