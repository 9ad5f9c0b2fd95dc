import { encodeBase64, encodeUtf8 } from '@coffer/crypto';

/**
 * An SVG from the server as an image address. Shown through <img>, an SVG cannot run
 * script or touch the page, unlike markup inserted into the document.
 */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${encodeBase64(encodeUtf8(svg))}`;
}
