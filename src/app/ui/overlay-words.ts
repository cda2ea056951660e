import { appI18n } from '../i18n/app-i18n';

/**
 * The words the question and message dialogs add themselves (the header 'Please confirm', NO and YES, OK), in the
 * page's language (the shared catalogue, which every page loads). Loaded with Ionic's alert when a dialog first
 * opens, so confirm-dialog.ts and dialog.ts import no language module and no page's first load grows.
 */
export function overlayWords() {
  const i18n = appI18n();
  return { confirm: i18n._('Please confirm'), no: i18n._('NO'), yes: i18n._('YES'), ok: i18n._('OK') };
}
