/** Developer Options (§2 /devtools) and the warning every screen shows while this device uses another server. */
export const DEVELOPER_OPTIONS_MESSAGES = {
  changed: /*i18n*/ 'Server Address Changed',
  badAddress: /*i18n*/ 'Enter an address starting with https:// or /',
  notHttps:
    /*i18n*/ 'Another server must use https://. Enter an https:// address, or leave the field empty for this college’s server.',
  administratorsOnly: /*i18n*/ 'Only an administrator can change the server address or kiosk mode of this device.',
  notAdministrator: /*i18n*/ 'The account signed in now is not an administrator.',
  otherServer: 'This device is using another server:',
  backToOwnServer: 'Use this college’s server',
} as const;
