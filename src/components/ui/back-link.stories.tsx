import type { Meta, StoryObj } from '@storybook/react-vite';
import { BackLink } from './back-link';
import { widgetStoryContent } from './content';

const { backLink } = widgetStoryContent;

const meta = {
  title: 'UI/BackLink',
  component: BackLink,
  args: { to: backLink.to, label: backLink.label },
} satisfies Meta<typeof BackLink>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
