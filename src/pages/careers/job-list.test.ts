import { describe, expect, it } from 'vitest';
import { parseJobList } from './job-list';

const job = { id: 7, title: 'Frontend Engineer', techSkills: ['React'], location: 'Accra', roleType: 'Full Time' };

describe('parseJobList', () => {
  it('reads a bare array, a data field or an items field', () => {
    expect(parseJobList([job])).toEqual([job]);
    expect(parseJobList({ data: [job], total: 1 })).toEqual([job]);
    expect(parseJobList({ items: [job] })).toEqual([job]);
  });

  it('drops invalid items and keeps only the known fields', () => {
    const answer = [
      { ...job, extra: 'ignored' },
      { ...job, id: undefined },
      { ...job, title: '  ' },
      { ...job, techSkills: 'React' },
      null,
      'job',
    ];
    expect(parseJobList(answer)).toEqual([job]);
  });

  it('reads our server answer with its category and type', () => {
    const stored = { ...job, category: 'Engineer', type: 'Frontend' };
    expect(parseJobList({ items: [stored], total: 1, pageNo: 1, pageSize: 100 })).toEqual([stored]);
  });

  it('treats any other answer as an empty list', () => {
    for (const answer of [null, '', 'oops', 42, {}, { data: 'x' }, { results: [job] }]) {
      expect(parseJobList(answer)).toEqual([]);
    }
  });
});
