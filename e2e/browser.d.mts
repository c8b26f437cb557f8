export function chromiumPath(): string;
export const chromiumArgs: string[];
export function firefoxPath(): string;
export function miniBrowserPath(): string | null;
export function fullChromiumPath(): string;
export const fullChromiumArgs: string[];
