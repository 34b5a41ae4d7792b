/** Where the site configuration lives in KV: written by the config CLI, read by the worker. */
export const CONFIG_KEY = "site-config";
/** The last document the CLI validated, served if the main key is ever broken by hand. */
export const LAST_GOOD_KEY = "site-config:last-good";
