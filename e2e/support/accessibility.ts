/**
 * Accessibility checks of a page as it is on screen: axe-core's rules (serious and critical
 * violations only), and the size of what a finger taps at touch widths.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.5.5: 44 CSS pixels for what is tapped on a phone. */
const TAP_TARGET_PX = 44;

/** Phone and desktop: every page is checked at both. */
export const WIDTHS = [360, 1280] as const;

/** `page-name @width: rule (impact) targets` for every serious or critical axe violation. */
export async function seriousAxeViolations(page: Page, name: string): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      (violation) =>
        `${name} @${width}: ${violation.id} (${violation.impact ?? ''}) ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * The visible controls smaller than 44 px: buttons, fields, menus, links styled as buttons,
 * and the labels that make a checkbox tappable. Links inside running text are exempt (WCAG).
 */
export async function smallTapTargets(page: Page, name: string): Promise<string[]> {
  const small = await page.evaluate((minimum) => {
    const selector =
      'button, a.button, select, input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, .checkbox';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < minimum || box.width < minimum)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || element.id).trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  }, TAP_TARGET_PX);
  return small.map((target) => `${name}: ${target}`);
}
