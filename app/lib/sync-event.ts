/** The window event app/features/kitchen/offline-list.ts sends after a sync ({ sent }): the banner says how many. */
export const sentEvent = "chef:alteracoes-enviadas";
