import { anniversaryBannerImage } from '../../assets/images';
import { memoryPhotos } from '../../assets/anniversary-images';
import { Carousel } from '../../components/ui/carousel';
import { cx } from '../../components/ui/cx';
import { Img } from '../../components/ui/img';
import { AnniversaryVideo } from './anniversary-video';
import { MilestoneTimeline } from './milestone-timeline';
import { anniversaryContent as content } from './content';
import styles from './anniversary-page.module.css';

/** The 10th anniversary: film, milestones, photos, the decade of innovation and the banner. */
export function AnniversaryPage() {
  const slides = content.photos.items.map((photo) => {
    const image = memoryPhotos[photo.id];
    return {
      id: photo.id,
      className: cx(styles.photo, photo.type === 'group' ? styles.group : styles.individual),
      content: image && <Img image={image} alt={photo.name} className={styles.photoImage} deferred />,
    };
  });

  return (
    <>
      <section className={styles.hero}>
        <AnniversaryVideo label={content.video.label} fallbackText={content.video.fallbackText} className={styles.video} />
        <div className={`container ${styles.taglineBox}`}>
          <p className={styles.eyebrow}>{content.video.eyebrow}</p>
          <h1 className={styles.tagline}>{content.video.tagline}</h1>
        </div>
      </section>

      <MilestoneTimeline heading={content.milestones.heading} items={content.milestones.items} />

      <section className="section" aria-labelledby="anniversary-photos-heading">
        <div className="container">
          <h2 id="anniversary-photos-heading" className={styles.heading}>
            {content.photos.heading}
          </h2>
          <Carousel
            label={content.photos.regionLabel}
            slides={slides}
            previousLabel={content.photos.previousLabel}
            nextLabel={content.photos.nextLabel}
            controls="md-up"
            className={styles.photos}
          />
        </div>
      </section>

      <section className={`section ${styles.innovation}`} aria-labelledby="anniversary-innovation-heading">
        <div className={`container ${styles.innovationInner}`}>
          <h2 id="anniversary-innovation-heading" className={styles.heading}>
            {content.innovation.heading}
          </h2>
          {content.innovation.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <div className={`container ${styles.bannerBox}`}>
        <Img image={anniversaryBannerImage} alt={content.bannerAlt} className={styles.banner} />
      </div>
    </>
  );
}
