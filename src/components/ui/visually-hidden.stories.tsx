import type { Meta, StoryObj } from '@storybook/react-vite';
import { MapPin } from 'lucide-react';
import { expect } from 'storybook/test';
import { jobCardContent, similarRoles } from '../../content/jobs';
import { VisuallyHidden } from './visually-hidden';

/** As in a job card: the icon says 'location' to the eye, the hidden text to a screen reader. */
function LocationLine() {
  return (
    <dl>
      <dt>
        <MapPin aria-hidden="true" />
        <VisuallyHidden>{jobCardContent.locationLabel}</VisuallyHidden>
      </dt>
      <dd>{similarRoles[0]!.location}</dd>
    </dl>
  );
}

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: jobCardContent.locationLabel },
  render: () => <LocationLine />,
} satisfies Meta<typeof VisuallyHidden>;
export default meta;

export const InContext: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const hidden = canvas.getByText(jobCardContent.locationLabel);
    await expect(hidden).toHaveClass('visually-hidden');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
