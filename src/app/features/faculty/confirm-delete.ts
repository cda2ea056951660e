import type { I18n } from '@lingui/core';

/**
 * Asks before a record is deleted ("Delete this MoU?", in the page's language); resolves true only when the user chose
 * Delete (Ionic's alert, loaded on first use).
 */
export async function confirmDelete(i18n: I18n, header: string, name: string): Promise<boolean> {
  const { alertController, defineAlert } = await import('../../ui/ionic-overlays');
  defineAlert();
  const alert = await alertController.create({
    header,
    message: i18n._('“{name}” will be removed from the faculty database. This cannot be undone.', { name }),
    buttons: [
      { text: i18n._('Cancel'), role: 'cancel' },
      { text: i18n._('Delete'), role: 'destructive' },
    ],
  });
  await alert.present();
  const { role } = await alert.onDidDismiss();
  return role === 'destructive';
}
