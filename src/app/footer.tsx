import { Link } from 'react-router-dom';
import { ExternalLink } from '../components/ui/external-link';
import { island } from '../hydration/island';
import { SocialIcon } from '../components/ui/social-icon';
import { frameContent } from './content';
import styles from './footer.module.css';

const copy = frameContent.footer;

// The newsletter form is the only form of every page, and far below the fold: its code (the form kit,
// the API client) comes in its own chunk after the frame's, which stays small.
const NewsletterForm = island(() => import('../forms/subscribe/subscribe-forms').then((module) => module.NewsletterForm));

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.lead}>
          <NewsletterForm />
          <p className={styles.about}>{copy.about}</p>
          <ul className={styles.social} aria-label={copy.socialLabel}>
            {copy.social.map((item) => (
              <li key={item.id}>
                <ExternalLink href={item.href} className={styles.socialLink}>
                  <SocialIcon network={item.id} />
                  <span>{item.label}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={copy.navLabel} className={styles.columns}>
          {copy.columns.map((column) => (
            <div key={column.id} className={styles.column}>
              <h2 className={styles.columnHeading}>{column.heading}</h2>
              <ul className={styles.linkList}>
                {column.links.map((link) => (
                  <li key={link.id}>
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <p className={styles.copyright} data-volatile="copyright">
        {copy.copyright(__BUILD_YEAR__)}
      </p>
    </footer>
  );
}
