/**
 * A modal message with one OK button; resolves when it is closed (§8 success and 'Oops...' dialogs). Ionic's alert
 * is loaded with the first message, so a screen that may show one does not load Ionic before it paints.
 */
export async function showDialog(header: string, message: string): Promise<void> {
  const { alertController, defineAlert } = await import('./ionic-overlays');
  defineAlert();
  const alert = await alertController.create({ header, message, buttons: ['OK'] });
  await alert.present();
  await alert.onDidDismiss();
}
