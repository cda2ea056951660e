/** Asks before a record is deleted; resolves true only when the user chose Delete (Ionic's alert, loaded on first use). */
export async function confirmDelete(what: string, name: string): Promise<boolean> {
  const { alertController, defineAlert } = await import('../../ui/ionic-overlays');
  defineAlert();
  const alert = await alertController.create({
    header: `Delete this ${what}?`,
    message: `“${name}” will be removed from the faculty database. This cannot be undone.`,
    buttons: [
      { text: 'Cancel', role: 'cancel' },
      { text: 'Delete', role: 'destructive' },
    ],
  });
  await alert.present();
  const { role } = await alert.onDidDismiss();
  return role === 'destructive';
}
