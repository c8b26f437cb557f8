import { telecomHeroImage } from '../../assets/services-images';
import { EmailCapture } from '../../forms/subscribe/email-capture';
import { FeatureCards } from '../../components/blocks/feature-cards';
import { PageHero } from '../../components/blocks/page-hero';
import { telecomFeatureIcons } from '../../components/blocks/service-icons';
import { telecomPlatformServicesContent } from './content';

/** Telecom platform services (/pns/services/telecom-platform-services). */
export function TelecomPlatformServicesPage() {
  const { hero, features } = telecomPlatformServicesContent;
  const cards = features.items.map((feature) => ({ ...feature, Icon: telecomFeatureIcons[feature.id] }));
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.intro} image={telecomHeroImage} />
      <FeatureCards headingId="telecom-features" heading={features.heading} cards={cards} numbered columns="two-then-three" />
      <div className="container section">
        <EmailCapture />
      </div>
    </>
  );
}
