export function sourceStamp(): string
export function ensureBuild(): void
