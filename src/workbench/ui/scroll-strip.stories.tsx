import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { memberPortraits } from '../../assets/team-images';
import { executiveTeam } from '../../content/team';
import { aboutContent } from '../../pages/about/content';
import { ExternalLink } from '../../components/ui/external-link';
import { Img } from '../../components/ui/img';
import { ScrollStrip } from '../../components/ui/scroll-strip';
import { arrowButton, type ScrollerPlay } from '../scroller-story';
import frames from '../stories.module.css';

const { team } = aboutContent;

/** A member of the executive team as an item of the strip, in a plain card. */
function Member({ member, index }: { member: (typeof executiveTeam)[number]; index: number }) {
  return (
    <li className={frames.stripItem}>
      <Img image={memberPortraits[index % memberPortraits.length]!} alt="" />
      <div>
        <h3>{member.name}</h3>
        <p>{member.title}</p>
        <ExternalLink href={member.linkedProfile}>{team.profileLinkLabel(member.name)}</ExternalLink>
      </div>
    </li>
  );
}

const meta = {
  title: 'UI/ScrollStrip',
  component: ScrollStrip,
  args: {
    label: team.regionLabel,
    previousLabel: team.previousLabel,
    nextLabel: team.nextLabel,
    stepFraction: 1 / 3,
    children: executiveTeam.map((member, index) => <Member key={member.id} member={member} index={index} />),
  },
  // The members' names are h3s, under the section's h2.
  parameters: { headings: 2 },
} satisfies Meta<typeof ScrollStrip>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Clicks the next arrow `times` times, or until the list is scrolled to its end, waiting for each scroll to move. */
async function scrollOn(context: ScrollerPlay, times: number) {
  const list = context.canvas.getByRole('list');
  const atEnd = () => list.scrollLeft >= list.scrollWidth - list.clientWidth - 1;
  for (let step = 0; step < times && !atEnd(); step += 1) {
    const before = list.scrollLeft;
    await context.userEvent.click(arrowButton(context, team.nextLabel));
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(before));
  }
}

export const Start: Story = {
  play: async (context) => {
    await expect(arrowButton(context, team.previousLabel)).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(arrowButton(context, team.nextLabel)).toHaveAttribute('aria-disabled', 'false'));
  },
};

export const Middle: Story = {
  play: async (context) => {
    await scrollOn(context, 1);
    await waitFor(() => expect(arrowButton(context, team.previousLabel)).toHaveAttribute('aria-disabled', 'false'));
    await expect(arrowButton(context, team.nextLabel)).toHaveAttribute('aria-disabled', 'false');
  },
};

export const End: Story = {
  play: async (context) => {
    await scrollOn(context, Infinity);
    await waitFor(() => expect(arrowButton(context, team.nextLabel)).toHaveAttribute('aria-disabled', 'true'));
  },
};
