import { appI18n } from '../i18n/app-i18n';
import { translateKnown } from '../i18n/translate-known';

/**
 * A modal message with one OK button; resolves when it is closed (§8 success and 'Oops...' dialogs). Ionic's alert
 * is loaded with the first message, so a screen that may show one does not load Ionic before it paints. Its words show
 * in the page's language when a loaded catalogue has them.
 */
export async function showDialog(header: string, message: string): Promise<void> {
  const { alertController, defineAlert } = await import('./ionic-overlays');
  defineAlert();
  const i18n = appI18n();
  const alert = await alertController.create({
    header: translateKnown(i18n, header),
    message: translateKnown(i18n, message),
    buttons: [i18n._('OK')],
  });
  await alert.present();
  await alert.onDidDismiss();
}
