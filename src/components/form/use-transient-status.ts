import { useEffect, useState } from 'react';
import { behaviour } from '../../styles/behaviour';
import type { Status } from '../ui/status-message';

/**
 * A result message that goes by itself after the spec's 5000 ms (section 4). Showing a new message
 * restarts the time; showing null removes the current one at once.
 */
export function useTransientStatus(durationMs: number = behaviour.statusMessageMs) {
  const [status, setStatus] = useState<Status>(null);

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [status, durationMs]);

  return { status, show: setStatus };
}
