import { useTransientStatus } from '../../components/form/use-transient-status';

type ShareData = { title: string; text: string };
type Messages = { copied: string; failed: string };

/**
 * Shares the current page: the Web Share API where the browser has it, else the link is copied
 * to the clipboard and a status message says so (design brief section 9). A share sheet the user
 * dismisses is not an error and shows nothing. Messages go after the spec's 5000 ms.
 */
export function useShare(data: ShareData, messages: Messages) {
  const { status, show: setStatus } = useTransientStatus();

  const share = async () => {
    const url = window.location.href;
    setStatus(null);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ ...data, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ kind: 'success', text: messages.copied });
    } catch {
      setStatus({ kind: 'error', text: messages.failed });
    }
  };

  return { share, status };
}
