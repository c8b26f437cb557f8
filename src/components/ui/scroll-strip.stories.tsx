import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { memberPortraits } from '../../assets/team-images';
import { executiveTeam } from '../../content/team';
import { aboutContent } from '../../pages/about/content';
import { ExternalLink } from './external-link';
import { Img } from './img';
import { ScrollStrip } from './scroll-strip';
import frames from '../stories.module.css';

const { team } = aboutContent;

const meta = {
  title: 'UI/ScrollStrip',
  component: ScrollStrip,
  args: {
    label: team.regionLabel,
    previousLabel: team.previousLabel,
    nextLabel: team.nextLabel,
    stepFraction: 1 / 3,
    children: executiveTeam.map((member, index) => (
      <li key={member.id} className={frames.stripItem}>
        <Img image={memberPortraits[index % memberPortraits.length]!} alt="" />
        <div>
          <h3>{member.name}</h3>
          <p>{member.title}</p>
          <ExternalLink href={member.linkedProfile}>{team.profileLinkLabel(member.name)}</ExternalLink>
        </div>
      </li>
    )),
  },
  // The members' names are h3s, under the section's h2.
  parameters: { headings: 2 },
} satisfies Meta<typeof ScrollStrip>;
export default meta;

type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const arrow = ({ canvas }: Context, name: string) => canvas.getByRole('button', { name });

/** Clicks the next arrow `times` times, or until the list is scrolled to its end, waiting for each scroll to move. */
async function scrollOn(context: Context, times: number) {
  const list = context.canvas.getByRole('list');
  const atEnd = () => list.scrollLeft >= list.scrollWidth - list.clientWidth - 1;
  for (let step = 0; step < times && !atEnd(); step += 1) {
    const before = list.scrollLeft;
    await context.userEvent.click(arrow(context, team.nextLabel));
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(before));
  }
}

export const Start: Story = {
  play: async (context) => {
    await expect(arrow(context, team.previousLabel)).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(arrow(context, team.nextLabel)).toHaveAttribute('aria-disabled', 'false'));
  },
};

export const Middle: Story = {
  play: async (context) => {
    await scrollOn(context, 1);
    await waitFor(() => expect(arrow(context, team.previousLabel)).toHaveAttribute('aria-disabled', 'false'));
    await expect(arrow(context, team.nextLabel)).toHaveAttribute('aria-disabled', 'false');
  },
};

export const End: Story = {
  play: async (context) => {
    await scrollOn(context, Infinity);
    await waitFor(() => expect(arrow(context, team.nextLabel)).toHaveAttribute('aria-disabled', 'true'));
  },
};
