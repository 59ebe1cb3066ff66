/**
 * Radix gives focus back to its own trigger when a dialog closes; ours are opened by buttons
 * elsewhere on the page, so focus goes back to whichever element had it when the dialog opened.
 */
export function returnFocus(event: Event, opener: Element | null): void {
  if (!(opener instanceof HTMLElement) || !opener.isConnected) return;
  event.preventDefault();
  opener.focus();
}
