/**
 * §4 confirmations ('Do you want to Save?'): a modal question with NO and YES; true only when YES is chosen. Ionic's
 * alert is loaded with the first question, so a screen that may ask one does not load Ionic before it paints; its
 * header and buttons come in the page's language with it (overlay-words.ts).
 */
export async function confirmYes(question: string): Promise<boolean> {
  const [{ alertController, defineAlert }, { overlayWords }] = await Promise.all([
    import('./ionic-overlays'),
    import('./overlay-words'),
  ]);
  defineAlert();
  const words = overlayWords();
  const alert = await alertController.create({
    header: words.confirm,
    message: question,
    buttons: [
      { text: words.no, role: 'cancel' },
      { text: words.yes, role: 'confirm' },
    ],
  });
  await alert.present();
  const { role } = await alert.onDidDismiss();
  return role === 'confirm';
}
