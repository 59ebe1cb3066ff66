/** Where the go-to-top arrow scrolls next: one step up, never past the top. */
export function nextScrollTop(current: number, stepPx: number): number {
  return Math.max(0, current - stepPx);
}
