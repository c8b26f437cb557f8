import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartColumn, Cpu, Layers, Rocket, Server, SlidersHorizontal, TrendingUp, Users, Zap } from 'lucide-react';
import { telecomPlatformServicesContent } from '../../pages/telecom-platform-services/content';
import { voiceApplicationsContent } from '../../pages/voice-applications/content';
import { FeatureCards } from './feature-cards';

// The icons the two service pages give their cards.
const voiceIcons = { 'boost-productivity': TrendingUp, 'customer-engagement': Users, 'future-proof-brand': Rocket } as const;
const telecomIcons = {
  'activation-suite': Zap,
  'commodity-servers': Server,
  'extensive-reporting': ChartColumn,
  'modular-design': Layers,
  'modern-technologies': Cpu,
  'configurable-campaigns': SlidersHorizontal,
} as const;

const { benefits } = voiceApplicationsContent;
const { features } = telecomPlatformServicesContent;

const meta = {
  title: 'Blocks/FeatureCards',
  component: FeatureCards,
  args: {
    headingId: 'voice-benefits',
    heading: benefits.heading,
    cards: benefits.items.map((benefit) => ({ ...benefit, Icon: voiceIcons[benefit.id] })),
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
    cards: features.items.map((feature) => ({ ...feature, Icon: telecomIcons[feature.id] })),
    numbered: true,
    columns: 'two-then-three',
  },
};
