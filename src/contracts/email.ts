/** Text, an at sign, text, a dot, text: the e-mail check of spec section 5, used by every form and the server. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
