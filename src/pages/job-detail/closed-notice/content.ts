/** Copy of the notice on the page of a vacancy past its deadline, in place of Apply and the form. */
import { formatDay } from '../../../content/day';
import { openRolesAnchorId, paths } from '../../../routes/paths';

export const closedNoticeContent = {
  heading: 'Applications are closed',
  text: (date: string): string =>
    `This role stopped taking applications on ${formatDay(date)}. You are welcome to apply for one of the roles open now.`,
  link: { label: 'See open positions', to: `${paths.careers}#${openRolesAnchorId}` },
} as const;
