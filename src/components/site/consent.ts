// What the consent banner (a client component) and the server-rendered layout and footer share.
// A plain module: a constant imported from a 'use client' module into a server component is a
// client reference there, not its value.

export const CONSENT_COOKIE = 'cookie_consent';

/**
 * How long the visitor's choice is kept before the banner asks again: six months, as the CNIL
 * recommends (the privacy and cookie policies state the same duration).
 */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 3600;

/**
 * Runs in the head before the first paint: marks <html> when the visitor has answered, so that
 * CSS hides the banner the prerendered page carries (no flash, no late paint). Its text is fixed,
 * so the page's CSP allows it by hash.
 */
export const CONSENT_PROBE = `document.cookie.split("; ").some(function(c){return c.indexOf("${CONSENT_COOKIE}=")===0})&&document.documentElement.setAttribute("data-consent","")`;

/**
 * Marks the links that open the banner again (the footer's "Cookie settings"). They point to the
 * cookie policy's section on managing cookies, where they lead without JavaScript.
 */
export const CONSENT_SETTINGS = 'data-consent-settings';
