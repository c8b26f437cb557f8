import type { ArticlePage } from '../../contracts/articles';
import type { JobPage } from '../../contracts/jobs';
import type { RoleType } from '../../contracts/new-job';
import { company } from '../../content/company';
import { socialCard } from '../../content/site-identity';

/**
 * The schema.org descriptions (JSON-LD) that search engines read from a job's and an article's page,
 * with the properties Google's job and article results require: a JobPosting (title, description,
 * datePosted, hiringOrganization, jobLocation or jobLocationType, validThrough, employmentType) and a
 * BlogPosting (headline, datePublished, author, publisher, image). The server writes them into the
 * pages it renders from the store (server/site/page-renderer.ts).
 */

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The script element: `<` escaped, so that no text of a record can end the element. */
export function jsonLdElement(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

const organization = (origin: string) => ({
  '@type': 'Organization',
  name: company.legalName,
  sameAs: origin,
  logo: `${origin}/icon-512.png`,
});

/** Google's employment types for the role types a vacancy may have (src/contracts/new-job.ts). */
const employmentTypes: Record<RoleType, string> = {
  'Full Time': 'FULL_TIME',
  'Part Time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
  'National Service': 'INTERN',
};

/** "Accra, Ghana" → a place in Ghana; "San Francisco, CA" → a place in the US state; "Remote" → telecommuting. */
function whereFrom(location: string) {
  if (/^remote\b/i.test(location.trim())) {
    return { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Ghana' } };
  }
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.length > 1 ? parts[parts.length - 1]! : 'Ghana';
  const usState = /^[A-Z]{2}$/.test(last);
  const address = {
    '@type': 'PostalAddress',
    addressLocality: parts[0] ?? location,
    ...(usState ? { addressRegion: last, addressCountry: 'US' } : { addressCountry: last === 'Ghana' ? 'GH' : last }),
  };
  return { jobLocation: { '@type': 'Place', address } };
}

export function jobPostingData(job: JobPage, { url, origin, datePosted }: { url: string; origin: string; datePosted: string }) {
  const list = (items: readonly string[]) =>
    items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  const description = [
    `<p>${escapeHtml(job.roleDescription)}</p>`,
    `<p>${escapeHtml(job.summary)}</p>`,
    `<p>${escapeHtml(job.description)}</p>`,
    list(job.decriptionPoints),
    list(job.technicalRequirements),
    list(job.softSkillsRequirement),
  ].join('');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: company.name, value: String(job.id) },
    datePosted,
    validThrough: `${job.deadline}T23:59:59Z`,
    employmentType: employmentTypes[job.roleType as RoleType] ?? 'OTHER',
    hiringOrganization: organization(origin),
    ...whereFrom(job.location),
    directApply: true,
    url,
  };
}

export function blogPostingData(article: ArticlePage, { url, origin }: { url: string; origin: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    description: article.summary,
    datePublished: article.date,
    dateModified: article.date,
    author: { '@type': 'Person', name: article.author, jobTitle: article.authorRole },
    publisher: organization(origin),
    // The article's own picture (its 1200 × 630 JPEG) when it has one, else the site's card.
    image: article.shareImage
      ? {
          '@type': 'ImageObject',
          url: `${origin}${article.shareImage.src}`,
          width: article.shareImage.width,
          height: article.shareImage.height,
        }
      : { '@type': 'ImageObject', url: `${origin}/social-card.png`, width: socialCard.width, height: socialCard.height },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
