export const subsetCodePoints: number[];
export function unicodeRange(codePoints?: number[]): string;
