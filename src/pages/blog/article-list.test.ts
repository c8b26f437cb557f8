import { describe, expect, it } from 'vitest';
import { parseArticleList } from './article-list';
import { filterArticles } from './article-search';

const item = { id: 7, title: 'Cloud costs', summary: 'Cut your bill', date: '2025-03-12T00:00:00Z', image: '/a.svg' };

describe('parseArticleList', () => {
  it('accepts a bare array, { data } and { items }', () => {
    const expected = [{ id: '7', title: 'Cloud costs', summary: 'Cut your bill', date: '2025-03-12T00:00:00Z', image: '/a.svg' }];
    expect(parseArticleList([item])).toEqual(expected);
    expect(parseArticleList({ data: [item] })).toEqual(expected);
    expect(parseArticleList({ items: [item] })).toEqual(expected);
  });

  it('takes description when there is no summary, and string ids', () => {
    expect(parseArticleList([{ id: 'a1', title: 'T', description: 'D' }])).toEqual([{ id: 'a1', title: 'T', summary: 'D' }]);
  });

  it('leaves out items without an id or title, and drops a bad date or image', () => {
    const list = parseArticleList([
      { title: 'no id' },
      { id: 1, title: '  ' },
      { id: 2, title: 'ok', date: 'soon', image: 'javascript:x' },
    ]);
    expect(list).toEqual([{ id: '2', title: 'ok', summary: '' }]);
  });

  it('returns nothing for the stub {} and other shapes', () => {
    for (const body of [{}, null, 'text', 42, { data: 'x' }, { results: [item] }]) expect(parseArticleList(body)).toEqual([]);
  });
});

describe('filterArticles', () => {
  const articles = parseArticleList([item, { id: 8, title: 'Payroll in Ghana', summary: 'Tax rules' }]);
  it('matches every word in title or summary, ignoring case', () => {
    expect(filterArticles(articles, 'PAYROLL tax').map((a) => a.id)).toEqual(['8']);
    expect(filterArticles(articles, '  ').map((a) => a.id)).toEqual(['7', '8']);
    expect(filterArticles(articles, 'cloud payroll')).toEqual([]);
  });
});
