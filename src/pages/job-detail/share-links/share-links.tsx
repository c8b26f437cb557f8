import { useLocation } from 'react-router-dom';
import { siFacebook, siWhatsapp, siX } from 'simple-icons';
import { ExternalLink } from '../../../components/ui/external-link';
import { SocialIcon } from '../../../components/ui/social-icon';
import { company } from '../../../content/company';
import { shareContent as copy, type ShareTargetId } from './content';
import { useHydrated } from '../../../hydration/use-hydrated';
import { cx } from '../../../components/ui/cx';
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
 * uses the published address; in the browser the links carry the address actually open. On a phone
 * (issue 40, point 7) a browser with the Web Share API gets one Share button that opens the phone's
 * own share sheet instead; without it, the links are the fallback.
 */
export function ShareLinks({ title }: { title: string }) {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const origin = hydrated ? window.location.origin : company.siteUrl;
  const pageUrl = `${origin}${pathname}`;
  const text = copy.shareText(title);
  const canShare = hydrated && typeof navigator.share === 'function';
  // A share sheet closed without sharing rejects: nothing to tell.
  const share = () => navigator.share({ title, text, url: pageUrl }).catch(() => undefined);

  return (
    <div className={styles.share} role="group" aria-labelledby="share-job-heading">
      <p id="share-job-heading" className={styles.heading}>
        {copy.heading}
      </p>
      {canShare && (
        <button type="button" className={cx('button button-secondary', styles.native)} onClick={() => void share()}>
          {copy.nativeShare}
        </button>
      )}
      <ul className={cx(lists.chips, canShare && styles.fallback)}>
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
