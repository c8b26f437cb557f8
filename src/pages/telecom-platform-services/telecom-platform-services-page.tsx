import { ChartColumn, Cpu, Layers, Server, SlidersHorizontal, Zap } from 'lucide-react';
import { telecomHeroImage } from '../../assets/services-images';
import { EmailCapture } from '../../forms/subscribe/email-capture';
import { FeatureCards } from '../../components/blocks/feature-cards';
import { PageHero } from '../../components/blocks/page-hero';
import { telecomPlatformServicesContent } from './content';

const icons = {
  'activation-suite': Zap,
  'commodity-servers': Server,
  'extensive-reporting': ChartColumn,
  'modular-design': Layers,
  'modern-technologies': Cpu,
  'configurable-campaigns': SlidersHorizontal,
} as const;

/** Telecom platform services (/pns/services/telecom-platform-services). */
export function TelecomPlatformServicesPage() {
  const { hero, features } = telecomPlatformServicesContent;
  const cards = features.items.map((feature) => ({ ...feature, Icon: icons[feature.id] }));
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
