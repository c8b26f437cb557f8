import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { homeHeroImage } from '../../assets/images';
import { portfolioHeroImage } from '../../assets/portfolio-images';
import { voiceHeroImage } from '../../assets/services-images';
import { findPortfolioProject } from '../../content/projects';
import { contactUsContent } from '../../pages/contact-us/content';
import { homeContent } from '../../pages/home/content';
import { portfolioDetailContent } from '../../pages/portfolio-detail/content';
import { resourcesContent } from '../../pages/resources/content';
import { voiceApplicationsContent } from '../../pages/voice-applications/content';
import { portfolioIds } from '../../routes/portfolio-ids';
import { paths } from '../../routes/paths';
import { BackLink } from '../../components/ui/back-link';
import { SearchForm } from '../../components/ui/search-form';
import { PageHero } from '../../components/blocks/page-hero';
import frames from '../stories.module.css';

const { hero } = homeContent;

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

const voice = voiceApplicationsContent.hero;

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
    above: <BackLink to={paths.portfolio} label={portfolioDetailContent.backLabel} />,
    eyebrow: project.focus,
    heading: project.title,
    lead: project.summary,
    image: portfolioHeroImage(project.id),
  },
};

const resources = resourcesContent;

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
  args: { heading: contactUsContent.hero.heading, lead: contactUsContent.hero.paragraph },
};
