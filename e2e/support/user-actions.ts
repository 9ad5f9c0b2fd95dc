import type { Page } from '@playwright/test';

/**
 * Counts what the person does on a page, across navigations: each trusted `click`, and each
 * `submit` that no click just caused (Enter in a field). A click on a submit button is one
 * action, not two. Timings play no part: the count is the journey's length.
 */
export async function countUserActions(page: Page): Promise<{ count: () => number }> {
  let count = 0;
  await page.exposeFunction('__cofferUserAction', () => {
    count += 1;
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __cofferUserAction: () => void }).__cofferUserAction;
    let clicked: EventTarget | null = null;
    document.addEventListener(
      'click',
      (event) => {
        if (!event.isTrusted) return;
        clicked = event.target;
        report();
      },
      true,
    );
    document.addEventListener(
      'submit',
      (event) => {
        const { submitter } = event;
        const byClick =
          submitter !== null && clicked instanceof Node && submitter.contains(clicked);
        clicked = null;
        if (event.isTrusted && !byClick) report();
      },
      true,
    );
  });
  return { count: () => count };
}
