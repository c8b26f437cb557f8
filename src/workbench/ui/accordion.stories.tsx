import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { careersContent } from '../../pages/careers/content';
import { homeContent } from '../../pages/home/content';
import { textItem } from '../../components/ui/accordion-text';
import { AccordionWidget as Accordion, type AccordionItem } from '../../components/ui/accordion-widget';

/** The home page's process steps: one open at a time, numbered. */
const steps: AccordionItem[] = homeContent.services.items.map((item, index) => ({
  id: item.id,
  number: String(index + 1).padStart(2, '0'),
  title: item.title,
  content: <p>{item.desc}</p>,
}));

/** The careers page's sections: several may be open. */
const sections: AccordionItem[] = careersContent.whyWork.sections.map((section) => textItem(section));

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { mode: 'single', items: steps },
  // Its buttons are h3s, under a section's h2.
  parameters: { headings: 2 },
} satisfies Meta<typeof Accordion>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    for (const trigger of canvas.getAllByRole('button')) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: /Opportunity Identification/ });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: /Opportunity Identification/ })).toBeVisible();
  },
};

export const SeveralOpen: Story = {
  args: { mode: 'multiple', items: sections, defaultValue: [...careersContent.whyWork.defaultOpen] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Why Join/ }));
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};
