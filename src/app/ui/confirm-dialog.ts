/**
 * §4 confirmations ('Do you want to Save?'): a modal question with NO and YES; true only when YES is chosen. Ionic's
 * alert is loaded with the first question, so a screen that may ask one does not load Ionic before it paints.
 */
export async function confirmYes(question: string): Promise<boolean> {
  const { alertController, defineAlert } = await import('./ionic-overlays');
  defineAlert();
  const alert = await alertController.create({
    header: 'Please confirm',
    message: question,
    buttons: [
      { text: 'NO', role: 'cancel' },
      { text: 'YES', role: 'confirm' },
    ],
  });
  await alert.present();
  const { role } = await alert.onDidDismiss();
  return role === 'confirm';
}
