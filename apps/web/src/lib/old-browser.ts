/**
 * Internet Explorer (MSIE, Trident) and the legacy EdgeHTML Edge (Edge/12–18) cannot run the
 * portal properly; Chromium-based Edge says "Edg/" and is fine.
 */
export function isLegacyBrowser(userAgent: string): boolean {
  return /MSIE |Trident\/|Edge\/1\d\./.test(userAgent);
}
