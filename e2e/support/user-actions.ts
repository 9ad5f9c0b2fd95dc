import type { Page } from '@playwright/test';

/**
 * Counts what the person does on a page, across navigations, the way issue #27 counts a
 * journey: each trusted `click`; each `submit` that no click just caused (Enter in a field);
 * and each form field the person fills: typed in, changed or clicked into, once per field
 * element however many keys it took (a field left as the page pre-filled it costs nothing).
 * A click on a submit button is one action, not two; a click into a field is that field.
 * Only trusted events count (Playwright's `fill` and `setInputFiles` are trusted; its
 * `selectOption` is not: click the select instead). Timings play no part: the count is the
 * journey's length.
 */
export async function countUserActions(page: Page): Promise<{ count: () => number }> {
  let count = 0;
  await page.exposeFunction('__cofferUserAction', () => {
    count += 1;
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __cofferUserAction: () => void }).__cofferUserAction;
    // Inputs that are pressed, not filled: their clicks count as clicks.
    const PRESSED = new Set(['button', 'submit', 'reset', 'image', 'checkbox', 'radio']);
    const isField = (target: EventTarget | null): target is Element =>
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLInputElement && !PRESSED.has(target.type));
    const filled = new WeakSet<Element>();
    const fieldUsed = (field: Element) => {
      if (filled.has(field)) return;
      filled.add(field);
      report();
    };
    let clicked: EventTarget | null = null;
    document.addEventListener(
      'click',
      (event) => {
        if (!event.isTrusted) return;
        clicked = event.target;
        if (isField(event.target)) fieldUsed(event.target);
        else report();
      },
      true,
    );
    for (const type of ['input', 'change']) {
      document.addEventListener(
        type,
        (event) => {
          if (event.isTrusted && isField(event.target)) fieldUsed(event.target);
        },
        true,
      );
    }
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
