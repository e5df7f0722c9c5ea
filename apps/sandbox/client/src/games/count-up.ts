// Counts an amount up from zero in an element: wins read better growing than appearing.
export function countUp(
  element: HTMLElement,
  targetMinor: number,
  durationMs: number,
  format: (minor: number) => string,
): void {
  if (durationMs <= 0) {
    element.textContent = format(targetMinor);
    return;
  }
  const start = performance.now();
  const frame = (now: number) => {
    const progress = Math.min(1, (now - start) / durationMs);
    const eased = 1 - (1 - progress) ** 3;
    element.textContent = format(Math.round(targetMinor * eased));
    if (progress < 1) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
