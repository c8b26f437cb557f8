export const subsetCodePoints: number[];
export const subsetWeights: { lightest: number; boldest: number };
export function unicodeRange(codePoints?: number[]): string;
