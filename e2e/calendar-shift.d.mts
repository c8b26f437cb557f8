export function faketimeLibraryPath(): string | null;
export function shiftedCalendarEnv(env?: NodeJS.ProcessEnv): Record<string, string>;
export function withoutFaketime(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
