/** Beyond 50 characters a page title takes the shortened (smaller) style. */
export const LONG_TITLE_CHARS = 50;
