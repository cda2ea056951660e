/**
 * §6: what a role sees on a screen or action it may not use. A file of its own: its words are the signed-in frame's
 * catalogue (`menus`), loaded wherever the permission page can show.
 */
export const NO_PERMISSION = /*i18n*/ "You Don't have permission to View";
