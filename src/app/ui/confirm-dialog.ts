import { alertController, defineAlert as defineCustomElement } from './ionic-overlays';

/** §4 confirmations ('Do you want to Save?'): a modal question with NO and YES; true only when YES is chosen. */
export async function confirmYes(question: string): Promise<boolean> {
  defineCustomElement();
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
