import { useEffect, type RefObject } from 'react';

/**
 * For a controlled text field: keeps what the visitor typed before the app hydrated the page. The
 * page is usable as HTML first (the app starts after the first paint), so a field can already hold
 * text when React hydrates it with its own, empty, state. Once hydrated, that text is handed to the
 * field's onChange as an input event, as if it had been typed now; an empty field sends nothing.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>) {
  useEffect(() => {
    const field = ref.current;
    if (!field?.value) return;
    const typed = field.value;
    // React took the typed text for its own at hydration, so an input event alone would not reach
    // onChange: empty the field through React's value tracking, put the text back through the
    // browser's own setter (as typing does), then report the input (Testing Library does the same).
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, [ref]);
}
