/**
 * The social network's "f" (from simple-icons, CC0). Copied here so that the footer, on every page,
 * does not pull the simple-icons module into the entry chunk.
 */
const socialNetworkPath =
  'M9.101 23.691v-7.98H6.627v-3.667h2.474v-1.58c0-4.085 1.848-5.978 5.858-5.978.401 0 .955.042 1.468.103a8.68 8.68 0 0 1 1.141.195v3.325a8.623 8.623 0 0 0-.653-.036 26.805 26.805 0 0 0-.733-.009c-.707 0-1.259.096-1.675.309a1.686 1.686 0 0 0-.679.622c-.258.42-.374.995-.374 1.752v1.297h3.919l-.386 2.103-.287 1.564h-3.246v8.245C19.396 23.238 24 18.179 24 12.044c0-6.627-5.373-12-12-12s-12 5.373-12 12c0 5.628 3.874 10.35 9.101 11.647Z';

/** The two social glyphs of the footer, drawn in the current text colour. */
export function SocialIcon({ network }: { network: 'professional' | 'social' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
      {network === 'social' ? (
        <path d={socialNetworkPath} />
      ) : (
        // A plain "in" mark: simple-icons no longer ships the professional network's logo.
        <path
          d="M3 3h18v18H3zM6.5 10v7.5h2.5V10zm1.25-4a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM11 10v7.5h2.5v-4c0-1.1.7-1.7 1.5-1.7s1.5.6 1.5 1.7v4H19v-4.6c0-2.3-1.3-3.1-2.9-3.1-1.1 0-2 .5-2.6 1.3V10z"
          fillRule="evenodd"
        />
      )}
    </svg>
  );
}
