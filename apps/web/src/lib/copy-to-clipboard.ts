export type CopyOutcome = 'copied' | 'failed';

/**
 * The Clipboard API is missing outside secure contexts, and may be refused: both come back
 * as 'failed', so the page can ask the person to copy by hand.
 */
export async function copyToClipboard(text: string): Promise<CopyOutcome> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
