import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { testimonialAuthorImage } from '../../assets/images';
import { homeContent } from '../../pages/home/content';
import { CarouselWidget as Carousel } from '../../components/ui/carousel-widget';
import { Img } from '../../components/ui/img';
import { arrowButton, type ScrollerPlay } from '../scroller-story';
import frames from '../stories.module.css';

const { testimonials } = homeContent;

/** A testimonial as a slide, in a plain card (the home page dresses it its own way). */
function Testimonial({ item }: { item: (typeof testimonials.items)[number] }) {
  return (
    <figure className={frames.card}>
      <Img image={testimonialAuthorImage} alt="" />
      <h3>{item.title}</h3>
      <blockquote>
        <p>{item.testimony}</p>
      </blockquote>
      <figcaption>
        <strong>{item.author}</strong>, {item.authorRole}, {item.company}
      </figcaption>
    </figure>
  );
}

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: {
    label: testimonials.regionLabel,
    previousLabel: testimonials.previousLabel,
    nextLabel: testimonials.nextLabel,
    slides: testimonials.items.map((item) => ({ id: item.id, content: <Testimonial item={item} /> })),
  },
  // The slides' titles are h3s, under the section's h2.
  parameters: { headings: 2 },
} satisfies Meta<typeof Carousel>;
export default meta;

type Story = StoryObj<typeof meta>;

const total = testimonials.items.length;

/** Clicks the next arrow `times` times, each time once Embla is ready for it and until that slide is in view. */
async function advance(context: ScrollerPlay, times: number) {
  for (let step = 1; step <= times; step += 1) {
    await waitFor(() => expect(arrowButton(context, testimonials.nextLabel)).toHaveAttribute('aria-disabled', 'false'));
    await context.userEvent.click(arrowButton(context, testimonials.nextLabel));
    await waitFor(() => expect(context.canvas.getByRole('group', { name: `${step + 1} of ${total}` })).not.toHaveAttribute('inert'));
  }
}

export const Start: Story = {
  play: async (context) => {
    await waitFor(() => expect(arrowButton(context, testimonials.nextLabel)).toHaveAttribute('aria-disabled', 'false'));
    await expect(arrowButton(context, testimonials.previousLabel)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Middle: Story = {
  play: async (context) => {
    await advance(context, 1);
    await expect(arrowButton(context, testimonials.previousLabel)).toHaveAttribute('aria-disabled', 'false');
    await expect(arrowButton(context, testimonials.nextLabel)).toHaveAttribute('aria-disabled', 'false');
  },
};

export const End: Story = {
  play: async (context) => {
    await advance(context, total - 1);
    await waitFor(() => expect(arrowButton(context, testimonials.nextLabel)).toHaveAttribute('aria-disabled', 'true'));
  },
};
