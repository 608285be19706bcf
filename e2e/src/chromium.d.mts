export function findChromium(): string | undefined;
export const chromiumHint: string;
