export function findChromium(): string | undefined;
export function findJourneyBrowser(): string | undefined;
export const chromiumHint: string;
