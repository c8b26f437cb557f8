/** One part of an address: no space, no at sign, no control or bidi control character (an address holds none). */
const part = String.raw`[^\s@\p{Cc}\p{Bidi_Control}]+`;

/** Text, an at sign, text, a dot, text: the e-mail check of spec section 5, used by every form and the server. */
export const emailPattern = new RegExp(`^${part}@${part}\\.${part}$`, 'u');
