import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { company } from '../content/company';
import { tokens } from './generated/tokens';
import { TokenSheet } from './token-sheet';

const meta = {
  title: 'Tokens',
  component: TokenSheet,
  args: { sample: company.name },
  // The sheet brings its own h1.
  parameters: { headings: 0 },
} satisfies Meta<typeof TokenSheet>;
export default meta;

export const Tokens: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const colourRows = canvas.getAllByRole('table')[0]!.querySelectorAll('tbody tr');
    const colourCount = Object.values(tokens.color).flatMap((value) => (typeof value === 'object' ? Object.values(value) : [value])).length;
    await expect(colourRows).toHaveLength(colourCount);
    await expect(canvas.getAllByRole('table')[1]!.querySelectorAll('tbody tr')).toHaveLength(Object.keys(tokens.breakpoint).length);
  },
};
