import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeHeroImage } from '../../assets/images';
import { Img } from './img';

const meta = {
  title: 'UI/Img',
  component: Img,
  args: { image: homeHeroImage, alt: '' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('width');
    await expect(image).toHaveAttribute('height');
  },
} satisfies Meta<typeof Img>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A decorative illustration, loaded when it nears the viewport. */
export const Illustration: Story = {};
