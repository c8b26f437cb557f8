import type { Meta, StoryObj } from '@storybook/react-vite';
import { managingDirectorQuote } from '../../content/team';
import { QuoteBlock } from './quote-block';

const meta = {
  title: 'Blocks/QuoteBlock',
  component: QuoteBlock,
  args: { text: managingDirectorQuote.text, author: managingDirectorQuote.author, title: managingDirectorQuote.title },
} satisfies Meta<typeof QuoteBlock>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
