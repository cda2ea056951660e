import { alertController, defineAlert as defineCustomElement } from './ionic-overlays';

/** A modal message with one OK button; resolves when it is closed (§8 success and 'Oops...' dialogs). */
export async function showDialog(header: string, message: string): Promise<void> {
  defineCustomElement();
  const alert = await alertController.create({ header, message, buttons: ['OK'] });
  await alert.present();
  await alert.onDidDismiss();
}
