import type { Meta, StoryObj } from '@storybook/react-vite';
import { telecomPlatformServicesContent } from '../../pages/telecom-platform-services/content';
import { voiceApplicationsContent } from '../../pages/voice-applications/content';
import { FeatureCards } from '../../components/blocks/feature-cards';
import { telecomFeatureIcons, voiceBenefitIcons } from '../../components/blocks/service-icons';

const { benefits } = voiceApplicationsContent;
const { features } = telecomPlatformServicesContent;

const meta = {
  title: 'Blocks/FeatureCards',
  component: FeatureCards,
  args: {
    headingId: 'voice-benefits',
    heading: benefits.heading,
    cards: benefits.items.map((benefit) => ({ ...benefit, Icon: voiceBenefitIcons[benefit.id] })),
    columns: 'three',
  },
  parameters: { bleed: true },
} satisfies Meta<typeof FeatureCards>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Voice applications: three cards in a row from md. */
export const ThreeColumns: Story = {};

/** Telecom platform services: six numbered cards, two a row from md, three from lg. */
export const NumberedTwoThenThree: Story = {
  args: {
    headingId: 'telecom-features',
    heading: features.heading,
    cards: features.items.map((feature) => ({ ...feature, Icon: telecomFeatureIcons[feature.id] })),
    numbered: true,
    columns: 'two-then-three',
  },
};
