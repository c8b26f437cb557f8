import { useLocation } from 'react-router-dom';
import { siFacebook, siWhatsapp, siX } from 'simple-icons';
import { ExternalLink } from '../../../components/ui/external-link';
import { SocialIcon } from '../../../components/ui/social-icon';
import { company } from '../../../content/company';
import { shareContent as copy, type ShareTargetId } from './content';
import { useHydrated } from '../../../hydration/use-hydrated';
import lists from '../../../styles/lists.module.css';
import styles from './share-links.module.css';

const glyphs: Record<Exclude<ShareTargetId, 'linkedin'>, string> = {
  facebook: siFacebook.path,
  x: siX.path,
  whatsapp: siWhatsapp.path,
};

function Glyph({ id }: { id: ShareTargetId }) {
  if (id === 'linkedin') return <SocialIcon network="professional" />;
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={glyphs[id]} />
    </svg>
  );
}

/**
 * 'Share Job': four links to the networks' share pages with this page's address. The prerender
 * uses the published address; in the browser the links carry the address actually open.
 */
export function ShareLinks({ title }: { title: string }) {
  const { pathname } = useLocation();
  const origin = useHydrated() ? window.location.origin : company.siteUrl;
  const pageUrl = `${origin}${pathname}`;
  const text = copy.shareText(title);

  return (
    <div className={styles.share} role="group" aria-labelledby="share-job-heading">
      <p id="share-job-heading" className={styles.heading}>
        {copy.heading}
      </p>
      <ul className={lists.chips}>
        {copy.targets.map((target) => (
          <li key={target.id}>
            <ExternalLink href={target.href(pageUrl, text)} className={styles.link}>
              <Glyph id={target.id} />
              <span className="visually-hidden">{target.label}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
