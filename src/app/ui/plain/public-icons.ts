/**
 * The icons of the public pages, as ionicons' own SVG files inlined into the page's code (a few hundred bytes
 * each), so the first load does not carry the icon set the signed-in screens use. Named as in
 * 'ionicons/icons'; drawn by PlainIcon.
 */
export { default as arrowBackOutline } from 'ionicons-svg/arrow-back-outline.svg?raw';
export { default as chevronForwardOutline } from 'ionicons-svg/chevron-forward-outline.svg?raw';
export { default as cloudOfflineOutline } from 'ionicons-svg/cloud-offline-outline.svg?raw';
export { default as documentTextOutline } from 'ionicons-svg/document-text-outline.svg?raw';
export { default as downloadOutline } from 'ionicons-svg/download-outline.svg?raw';
export { default as searchOutline } from 'ionicons-svg/search-outline.svg?raw';
