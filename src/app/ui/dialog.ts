/**
 * A modal message with one OK button; resolves when it is closed (§8 success and 'Oops...' dialogs). Ionic's alert
 * is loaded with the first message, so a screen that may show one does not load Ionic before it paints; OK comes in
 * the page's language with it (overlay-words.ts).
 */
export async function showDialog(header: string, message: string): Promise<void> {
  const [{ alertController, defineAlert }, { overlayWords }] = await Promise.all([
    import('./ionic-overlays'),
    import('./overlay-words'),
  ]);
  defineAlert();
  const alert = await alertController.create({ header, message, buttons: [overlayWords().ok] });
  await alert.present();
  await alert.onDidDismiss();
}
