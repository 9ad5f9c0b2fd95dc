/**
 * Where focus goes once a message is deleted: its delete button is gone, and focus on a
 * removed element falls to the page's body (a keyboard or screen-reader user loses their
 * place). The next message (older, below it), or else the list's heading.
 */
export function focusAfterRemoval(item: HTMLElement): void {
  const next = item.nextElementSibling;
  if (next instanceof HTMLElement) {
    next.focus();
    return;
  }
  document.getElementById('messages-title')?.focus();
}
