import type { Store } from '../store/open-store';
import type { StaffContext } from './guards';

/** What every group of staff calls is given. */
export type StaffShared = { store: Store; context: StaffContext; storeChanged: () => void };
