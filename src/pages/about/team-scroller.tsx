import type { FocusEvent } from 'react';
import { memberPortraits } from '../../assets/images';
import { ExternalLink } from '../../components/ui/external-link';
import { Img } from '../../components/ui/img';
import { ScrollStrip } from '../../components/ui/scroll-strip';
import { executiveTeam } from '../../content/team';
import { aboutContent } from './content';
import styles from './team-scroller.module.css';

const { team } = aboutContent;

/** A card widens after the browser has scrolled its focused link into view: show the whole card. */
function revealCard(event: FocusEvent<HTMLAnchorElement>) {
  const card = event.currentTarget.closest('li');
  requestAnimationFrame(() => card?.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
}

/**
 * The executive team: cards in a horizontal scroller whose arrows move a third of the visible
 * width. A card widens (15rem → 22rem) and shows the profile link on hover and while anything in
 * it has keyboard focus.
 */
export function TeamScroller() {
  return (
    <section className="section" aria-labelledby="team-heading">
      <div className="container">
        <h2 id="team-heading" className={styles.heading}>
          {team.heading}
        </h2>
        <p className={styles.intro}>{team.intro}</p>
        <ScrollStrip label={team.regionLabel} previousLabel={team.previousLabel} nextLabel={team.nextLabel} stepFraction={1 / 3}>
          {executiveTeam.map((member, index) => {
            const portrait = memberPortraits[index % memberPortraits.length]!;
            return (
              <li key={member.id} className={styles.card}>
                <Img image={portrait} alt="" className={styles.portrait} />
                <div className={styles.body}>
                  <h3 className={styles.name}>{member.name}</h3>
                  <p className={styles.title}>{member.title}</p>
                  <ExternalLink href={member.linkedProfile} className={styles.profile} onFocus={revealCard}>
                    {team.profileLinkLabel(member.name)}
                  </ExternalLink>
                </div>
              </li>
            );
          })}
        </ScrollStrip>
      </div>
    </section>
  );
}
