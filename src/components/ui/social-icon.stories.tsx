import type { Meta, StoryObj } from '@storybook/react-vite';
import { SocialIcon } from './social-icon';

const meta = { title: 'UI/SocialIcon', component: SocialIcon } satisfies Meta<typeof SocialIcon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ProfessionalNetwork: Story = { args: { network: 'professional' } };

export const SocialNetwork: Story = { args: { network: 'social' } };
