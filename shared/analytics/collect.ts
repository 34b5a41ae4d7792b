/** Where the local stand-ins of the analytics tags send their hits, on the development server. */
export const COLLECT_PATH = "/__local/analytics/collect";
