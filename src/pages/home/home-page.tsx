import { useState } from 'react';
import { Link } from 'react-router-dom';
import { homeHeroImage, knowUsImage, processImage, testimonialAuthorImage } from '../../assets/images';
import { partnerLogos, partnerNames } from '../../assets/partner-images';
import { EmailCapture } from '../../forms/subscribe/email-capture';
import { PageHero } from '../../components/blocks/page-hero';
import { Accordion } from '../../components/ui/accordion';
import { Carousel } from '../../components/ui/carousel';
import { Img } from '../../components/ui/img';
import { Marquee } from '../../components/ui/marquee';
import { Tabs } from '../../components/ui/tabs';
import { partnersContent } from '../../content/partners';
import { homeContent } from './content';
import styles from './home-page.module.css';

const { hero, intro, purpose, marquee, services, testimonials } = homeContent;
const logos = partnerLogos.map((logo, index) => ({ ...logo, name: partnerNames[index] ?? '' }));

export function HomePage() {
  return (
    <>
      <Hero />
      <section className={styles.partners} aria-labelledby="partners-heading">
        <div className="container">
          <h2 id="partners-heading" className={styles.partnersHeading}>
            {marquee.heading}
          </h2>
          <Marquee
            label={partnersContent.label}
            logos={logos}
            pauseLabel={partnersContent.pauseLabel}
            playLabel={partnersContent.playLabel}
          />
        </div>
      </section>
      <KnowUs />
      <Purpose />
      <Services />
      <Testimonials />
      <div className="container section">
        <EmailCapture />
      </div>
    </>
  );
}

function Hero() {
  return (
    <PageHero heading={hero.tagline} lead={hero.subline} image={homeHeroImage}>
      <div className={styles.actions}>
        {hero.actions.map((action, index) => (
          <Link key={action.id} to={action.to} className={index === 0 ? 'button' : 'button button-secondary'}>
            {action.label}
          </Link>
        ))}
      </div>
    </PageHero>
  );
}

function KnowUs() {
  return (
    <section className="section" aria-labelledby="know-us-heading">
      <div className={`container ${styles.split}`}>
        <Img image={knowUsImage} alt="" className={styles.splitImage} />
        <div>
          <h2 id="know-us-heading" className="section-heading">
            {intro.heading}
          </h2>
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
          <Link to={intro.link.to} className={styles.textLink}>
            {intro.link.label}
          </Link>
        </div>
      </div>
    </section>
  );
}

function Purpose() {
  const statement = (heading: string, text: string) => (
    <div className={styles.purposePanel}>
      <h3 className={styles.panelHeading}>{heading}</h3>
      <p>{text}</p>
    </div>
  );
  const panels = {
    mission: statement(purpose.mission.heading, purpose.mission.statement),
    vision: statement(purpose.vision.heading, purpose.vision.statement),
    values: (
      <div className={styles.purposePanel}>
        <h3 className={styles.panelHeading}>{purpose.values.heading}</h3>
        <ul className={styles.values}>
          {purpose.values.items.map((value) => (
            <li key={value.id}>
              <strong>{value.name}</strong>: {value.description}
            </li>
          ))}
        </ul>
      </div>
    ),
  };
  const items = purpose.tabs.map((tab) => ({ id: tab.id, label: tab.label, content: panels[tab.id] }));
  return (
    <section className={`section ${styles.tinted}`} aria-label={purpose.label}>
      <div className="container">
        <Tabs label={purpose.label} items={items} defaultValue={purpose.defaultTab} />
      </div>
    </section>
  );
}

function Services() {
  const [open, setOpen] = useState<string>(services.items[0]?.id ?? '');
  return (
    <section className="section" aria-labelledby="services-heading">
      <div className={`container ${styles.services}`}>
        <div>
          <h2 id="services-heading" className="section-heading">
            {services.heading}
          </h2>
          <p>{services.intro}</p>
          <Img image={processImage} alt="" className={styles.servicesImage} />
        </div>
        <div>
          <Accordion
            mode="single"
            value={open}
            onValueChange={setOpen}
            items={services.items.map((item, index) => ({
              id: item.id,
              number: String(index + 1).padStart(2, '0'),
              title: item.title,
              content: <p>{item.desc}</p>,
            }))}
          />
          {!open && <p className={styles.emptyDetail}>{services.emptyDetail}</p>}
        </div>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <section className={`section ${styles.tinted}`} aria-labelledby="testimonials-heading">
      <div className="container">
        <p className="eyebrow">{testimonials.eyebrow}</p>
        <h2 id="testimonials-heading" className="section-heading">
          {testimonials.heading}
        </h2>
        <Carousel
          label={testimonials.regionLabel}
          previousLabel={testimonials.previousLabel}
          nextLabel={testimonials.nextLabel}
          slides={testimonials.items.map((item) => ({
            id: item.id,
            content: (
              <figure className={styles.testimonial}>
                <Img image={testimonialAuthorImage} alt="" className={styles.testimonialImage} />
                <div>
                  <h3 className={styles.testimonialTitle}>{item.title}</h3>
                  <blockquote className={styles.testimony}>
                    <p>{item.testimony}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{item.author}</strong>, {item.authorRole}, {item.company}
                  </figcaption>
                </div>
              </figure>
            ),
          }))}
        />
      </div>
    </section>
  );
}
