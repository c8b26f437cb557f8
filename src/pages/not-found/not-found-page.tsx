import { NotFoundMessage } from '../../components/blocks/not-found-message';

/** Any unknown path (spec section 2). */
export function NotFoundPage() {
  return <NotFoundMessage />;
}
