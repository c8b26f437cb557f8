import { company } from '../../content/company';

export const blogContent = {
  loadingText: 'Loading...',
  heading: 'News, insights and more',
  search: {
    label: 'Search articles',
    placeholder: 'Search articles',
  },
  emptyText: 'No blogs available. Check back later!',
  noMatches: (query: string) => `No articles match “${query}”. Try another word.`,
  resultCount: (count: number) => (count === 1 ? '1 article' : `${count} articles`),
  listLabel: 'Articles',
  readMoreLabel: 'Read more',
  eyebrow: 'Our blog',
  intro: `Ideas, lessons and company news from the ${company.name} team: software delivery, telecom platforms, HR technology and security.`,
} as const;
