import * as z from 'zod/mini';
import { multiLineText } from './fields';
import { limits } from './limits';

/**
 * A vacancy as the team writes it for `npm run admin -- jobs add` (the store gives it its id and
 * opens it). Apart from src/contracts/jobs.ts so that the careers page's JavaScript does not carry it.
 */
// The team's files may break any text over lines (YAML block scalars), as they always could.
const requiredText = (field: string) => multiLineText(limits.maxLongText, `${field} is required.`);
const requiredList = (field: string) =>
  z.array(multiLineText(limits.maxLongText)).check(z.minLength(1, `${field} needs at least one entry.`));

/**
 * The role types of a vacancy, each written one way (the careers cards show them as they are). A file
 * or a form that spells one otherwise ("Full-Time", "full time") is read as it; another is refused.
 */
export const roleTypes = ['Full Time', 'Part Time', 'Contract', 'Internship', 'National Service'] as const;
export type RoleType = (typeof roleTypes)[number];
const spelledAlike = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
const roleType = z.pipe(
  z.pipe(
    z.string(),
    z.transform((text: string) => roleTypes.find((known) => spelledAlike(known) === spelledAlike(text)) ?? text),
  ),
  z.enum(roleTypes, `roleType must be one of ${roleTypes.join(', ')}.`),
);

/** A new vacancy, as the team writes it (the store gives it its id and opens it). */
export const newJob = z.object({
  title: requiredText('title'),
  category: requiredText('category'),
  type: requiredText('type'),
  roleType,
  location: requiredText('location'),
  deadline: z.iso.date('deadline must be a date written YYYY-MM-DD, or relative to today: "in 30 days".'),
  techSkills: requiredList('techSkills'),
  roleDescription: requiredText('roleDescription'),
  summary: requiredText('summary'),
  descriptionTitle: requiredText('descriptionTitle'),
  description: requiredText('description'),
  decriptionPoints: requiredList('decriptionPoints'),
  technicalRequirements: requiredList('technicalRequirements'),
  softSkillsRequirement: requiredList('softSkillsRequirement'),
});
export type NewJob = z.output<typeof newJob>;
