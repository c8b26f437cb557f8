/** Text, an at sign, text, a dot, text: the e-mail check of spec section 5, used by every form. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
