import { useState, type FocusEvent } from 'react';
import { memberPortraits } from '../../assets/team-images';
import { ExternalLink } from '../../components/ui/external-link';
import { Img } from '../../components/ui/img';
import { ScrollStrip } from '../../components/ui/scroll-strip';
import { executiveTeam } from '../../content/team';
import { useMotionKit } from '../../motion/motion-root';
import { aboutContent } from './content';
import styles from './team-scroller.module.css';

const { team } = aboutContent;

type Member = (typeof executiveTeam)[number];

/** A card widens after the browser has scrolled its focused link into view: show the whole card. */
function revealCard(event: FocusEvent<HTMLAnchorElement>) {
  const card = event.currentTarget.closest('li');
  requestAnimationFrame(() => card?.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
}

function CardContent({ member, index }: { member: Member; index: number }) {
  return (
    <>
      <Img image={memberPortraits[index % memberPortraits.length]!} alt="" className={styles.portrait} />
      <div className={styles.body}>
        <h3 className={styles.name}>{member.name}</h3>
        <p className={styles.title}>{member.title}</p>
        <ExternalLink href={member.linkedProfile} className={styles.profile} onFocus={revealCard}>
          {team.profileLinkLabel(member.name)}
        </ExternalLink>
      </div>
    </>
  );
}

/**
 * The executive team: cards in a horizontal scroller whose arrows move a third of the visible
 * width. A card widens (15rem → 22rem) and shows the profile link on hover and while anything in
 * it has keyboard focus: with CSS until the animation kit has loaded, then as a layout animation
 * (the widened card and its neighbours move to their new places), which needs the hover and focus
 * in React state so that the animation can measure the cards before they change.
 */
export function TeamScroller() {
  const kit = useMotionKit();
  const [hovered, setHovered] = useState<string>();
  const [focused, setFocused] = useState<string>();

  const cards = executiveTeam.map((member, index) =>
    kit ? (
      <kit.m.li
        key={member.id}
        layout
        className={styles.card}
        data-motion=""
        data-wide={member.id === hovered || member.id === focused ? '' : undefined}
        onPointerEnter={() => setHovered(member.id)}
        onPointerLeave={() => setHovered(undefined)}
        onFocus={() => setFocused(member.id)}
        onBlur={() => setFocused(undefined)}
      >
        <CardContent member={member} index={index} />
      </kit.m.li>
    ) : (
      <li key={member.id} className={styles.card}>
        <CardContent member={member} index={index} />
      </li>
    ),
  );

  return (
    <section className="section" aria-labelledby="team-heading">
      <div className="container">
        <h2 id="team-heading" className={styles.heading}>
          {team.heading}
        </h2>
        <p className={styles.intro}>{team.intro}</p>
        <ScrollStrip label={team.regionLabel} previousLabel={team.previousLabel} nextLabel={team.nextLabel} stepFraction={1 / 3}>
          {kit ? <kit.MotionScope layout>{cards}</kit.MotionScope> : cards}
        </ScrollStrip>
      </div>
    </section>
  );
}
