/** The list's limits, read by the server and by the page (which says them before sending). */
export const maxItemLength = 200;
export const maxItems = 500;
