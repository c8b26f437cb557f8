import { Fragment } from 'react';
import { privacyPolicyContent as policy, type PrivacySection, type PrivacySubsection } from './content';
import styles from './privacy-policy-page.module.css';
import { mailtoHref } from '../../contracts/email';

const emailSplitter = new RegExp(`(${policy.emails.map((email) => email.replace(/[.]/g, '\\.')).join('|')})`);

/** A paragraph with the company's e-mail addresses as mailto links. */
function Text({ children }: { children: string }) {
  return (
    <p>
      {children.split(emailSplitter).map((part, index) =>
        (policy.emails as readonly string[]).includes(part) ? (
          <a key={index} href={mailtoHref(part)}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

function Body({ block }: { block: PrivacySection | PrivacySubsection }) {
  return (
    <>
      {block.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {block.list && (
        <ul>
          {block.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export function PrivacyPolicyPage() {
  const toc = [...policy.sections, { id: 'contact', heading: policy.contact.heading }];
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{policy.heading}</h1>
        <p className={styles.effective}>
          {policy.effectiveLabel} <time dateTime="2025-01">{policy.effectiveDate}</time>
        </p>
        <p className={styles.intro}>{policy.intro}</p>
      </header>
      <div className={styles.layout}>
        <nav aria-labelledby="privacy-toc-heading" className={styles.toc}>
          <h2 id="privacy-toc-heading" className={styles.tocHeading}>
            {policy.tocLabel}
          </h2>
          <ol className={styles.tocList}>
            {toc.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {policy.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className={styles.section}>
              <h2 id={section.id} className={`section-heading ${styles.policyHeading}`}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}.
                </span>{' '}
                {section.heading}
              </h2>
              <Body block={section} />
              {section.subsections?.map((subsection) => (
                <Fragment key={subsection.id}>
                  <h3 id={subsection.id} className={styles.subHeading}>
                    {subsection.heading}
                  </h3>
                  <Body block={subsection} />
                </Fragment>
              ))}
            </section>
          ))}
          <section aria-labelledby="contact" className={styles.section}>
            <h2 id="contact" className={`section-heading ${styles.policyHeading}`}>
              <span className={styles.number} aria-hidden="true">
                {policy.sections.length + 1}.
              </span>{' '}
              {policy.contact.heading}
            </h2>
            <Text>{policy.contact.paragraph}</Text>
          </section>
        </div>
      </div>
    </div>
  );
}
