import { describe, expect, it } from 'vitest';
import { jobCategories, allJobTypes } from '../../content/jobs';
import { emptyFilters, filterJobs, filtersFromParams, filtersToParams, typesFor } from './job-filters';

const jobs = [
  { id: 1, title: 'Frontend Engineer', techSkills: ['React', 'TypeScript'], location: 'Accra', roleType: 'Full Time' },
  { id: 2, title: 'Backend Engineer', techSkills: ['Java', 'Docker'], location: 'Remote', roleType: 'Full Time' },
  { id: 3, title: 'Financial Analyst', techSkills: ['Excel', 'SQL'], location: 'Accra', roleType: 'Full Time' },
  { id: 4, title: 'Chrome Extension Developer', techSkills: ['JavaScript'], location: 'Remote', roleType: 'Contract' },
  { id: 5, title: 'HR Specialist', techSkills: ['Payroll'], location: 'Accra', roleType: 'National Service' },
];
const category = (id: string) => jobCategories.find((item) => item.id === id)!;
const ids = (list: readonly { id: number | string }[]) => list.map((job) => job.id);

describe('filterJobs', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterJobs(jobs, emptyFilters))).toEqual([1, 2, 3, 4, 5]);
  });

  it('narrows by category through the title (whole words only)', () => {
    expect(ids(filterJobs(jobs, { ...emptyFilters, category: category('engineer') }))).toEqual([1, 2]);
    expect(ids(filterJobs(jobs, { ...emptyFilters, category: category('hr') }))).toEqual([5]);
    expect(ids(filterJobs(jobs, { ...emptyFilters, category: category('finance') }))).toEqual([3]);
  });

  it('narrows by type', () => {
    expect(ids(filterJobs(jobs, { ...emptyFilters, type: 'Frontend' }))).toEqual([1]);
    expect(ids(filterJobs(jobs, { category: category('engineer'), type: 'Backend Engineer', search: '' }))).toEqual([2]);
  });

  it('searches title and skills, case-insensitive, ignoring surrounding spaces', () => {
    expect(ids(filterJobs(jobs, { ...emptyFilters, search: '  docker ' }))).toEqual([2]);
    expect(ids(filterJobs(jobs, { ...emptyFilters, search: 'ENGINEER' }))).toEqual([1, 2]);
    expect(ids(filterJobs(jobs, { ...emptyFilters, search: 'script' }))).toEqual([1, 4]);
    expect(filterJobs(jobs, { ...emptyFilters, search: 'plumber' })).toEqual([]);
  });
});

describe('filterJobs with the category and type our server gives', () => {
  const stored = [
    {
      id: 1,
      title: 'National Service and Internship Opportunities',
      techSkills: ['Java'],
      location: 'Accra',
      roleType: 'Full-Time',
      category: 'Engineer',
      type: 'Fullstack',
    },
    {
      id: 2,
      title: 'Ui/Ux Developer',
      techSkills: ['Figma'],
      location: 'Remote',
      roleType: 'Full Time',
      category: 'Engineer',
      type: 'Frontend',
    },
    { id: 3, title: 'Accountant', techSkills: ['Sage'], location: 'Kumasi', roleType: 'Contract', category: 'Finance', type: 'Accountant' },
  ];

  it('uses the fields, not the title', () => {
    expect(ids(filterJobs(stored, { ...emptyFilters, category: category('engineer') }))).toEqual([1, 2]);
    expect(ids(filterJobs(stored, { ...emptyFilters, category: category('designer') }))).toEqual([]);
    expect(ids(filterJobs(stored, { ...emptyFilters, type: 'Frontend' }))).toEqual([2]);
    expect(ids(filterJobs(stored, { category: category('finance'), type: 'Accountant', search: '' }))).toEqual([3]);
  });
});

describe('types and URL query', () => {
  it('offers the category types, or all types for All Categories', () => {
    expect(typesFor(category('customer-service'))).toEqual(['Customer Service Manager', 'Customer Service Representative']);
    expect(typesFor(null)).toEqual(allJobTypes);
    expect(allJobTypes).toHaveLength(20);
  });

  it('round-trips through the query and ignores unknown values', () => {
    const filters = { category: category('designer'), type: 'UI/UX', search: 'figma' };
    const params = filtersToParams(filters, new URLSearchParams('utm=x'));
    expect(params.toString()).toBe('utm=x&category=designer&type=UI%2FUX&q=figma');
    expect(filtersFromParams(params)).toEqual(filters);
    expect(filtersFromParams(new URLSearchParams('category=nope&type=Frontend'))).toEqual({ ...emptyFilters, type: 'Frontend' });
    expect(filtersFromParams(new URLSearchParams('category=finance&type=Frontend'))).toEqual({
      ...emptyFilters,
      category: category('finance'),
    });
    expect(filtersToParams(emptyFilters, params).toString()).toBe('utm=x');
  });
});
