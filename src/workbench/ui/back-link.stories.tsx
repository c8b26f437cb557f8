import type { Meta, StoryObj } from '@storybook/react-vite';
import { jobDetailContent } from '../../pages/job-detail/content';
import { BackLink } from '../../components/ui/back-link';

const meta = {
  title: 'UI/BackLink',
  component: BackLink,
  args: { to: jobDetailContent.backLink.to, label: jobDetailContent.backLink.label },
} satisfies Meta<typeof BackLink>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
