import { PageHero } from '../../components/blocks/page-hero';
import { island } from '../../hydration/island';
import { Mail, MapPin, Phone } from 'lucide-react';
import { contactUsContent, type ContactDetailGroup } from './content';
import styles from './contact-us-page.module.css';

const { hero, details } = contactUsContent;
const icons = { email: Mail, phone: Phone, location: MapPin } as const;

// The form library (react-hook-form) comes with the form, in its own chunk after the page's.
const ContactForm = island(() => import('../../forms/contact/contact-form').then((module) => module.ContactForm));

export function ContactUsPage() {
  return (
    <>
      <PageHero heading={hero.heading} lead={hero.paragraph} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.formCard}>
          <ContactForm />
        </div>
        <section className={styles.details} aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading" className={styles.detailsHeading}>
            {details.heading}
          </h2>
          <ul className={styles.groups}>
            {details.groups.map((group) => (
              <DetailGroup key={group.id} group={group} />
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

function DetailGroup({ group }: { group: ContactDetailGroup }) {
  const Icon = icons[group.id];
  return (
    <li className={styles.group}>
      <span className={styles.icon}>
        <Icon aria-hidden="true" />
      </span>
      <div>
        <h3 className={styles.groupHeading}>{group.heading}</h3>
        <ul className={styles.items}>
          {group.items.map((item) => (
            <li key={item.id}>
              {item.href ? (
                <a href={item.href} className={styles.link}>
                  {item.text}
                </a>
              ) : (
                item.text
              )}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
