import analyticsOutline from 'ionicons-svg/analytics-outline.svg?raw';
import bedOutline from 'ionicons-svg/bed-outline.svg?raw';
import briefcaseOutline from 'ionicons-svg/briefcase-outline.svg?raw';
import busOutline from 'ionicons-svg/bus-outline.svg?raw';
import businessOutline from 'ionicons-svg/business-outline.svg?raw';
import calendarOutline from 'ionicons-svg/calendar-outline.svg?raw';
import chatbubblesOutline from 'ionicons-svg/chatbubbles-outline.svg?raw';
import documentTextOutline from 'ionicons-svg/document-text-outline.svg?raw';
import easelOutline from 'ionicons-svg/easel-outline.svg?raw';
import homeOutline from 'ionicons-svg/home-outline.svg?raw';
import libraryOutline from 'ionicons-svg/library-outline.svg?raw';
import peopleOutline from 'ionicons-svg/people-outline.svg?raw';
import personCircleOutline from 'ionicons-svg/person-circle-outline.svg?raw';
import ribbonOutline from 'ionicons-svg/ribbon-outline.svg?raw';
import schoolOutline from 'ionicons-svg/school-outline.svg?raw';
import settingsOutline from 'ionicons-svg/settings-outline.svg?raw';
import walletOutline from 'ionicons-svg/wallet-outline.svg?raw';
import { svgIcon } from '../../ui/plain/svg-icon';

/**
 * The module cards' icons, one SVG file each, so these seventeen stay with the cards instead of joining the icon set
 * every signed-in screen loads ('ionicons/icons' is one module, so all the icons the app uses share a chunk).
 */
export const MODULE_ICONS: Readonly<Record<string, string>> = {
  Authority: svgIcon(businessOutline),
  Admin: svgIcon(settingsOutline),
  Faculty: svgIcon(easelOutline),
  Student: svgIcon(schoolOutline),
  Accounts: svgIcon(walletOutline),
  Library: svgIcon(libraryOutline),
  Transport: svgIcon(busOutline),
  Grievance: svgIcon(chatbubblesOutline),
  Hostel: svgIcon(bedOutline),
  Placement: svgIcon(briefcaseOutline),
  Parent: svgIcon(homeOutline),
  HOD: svgIcon(peopleOutline),
  Principal: svgIcon(personCircleOutline),
  IQAC: svgIcon(ribbonOutline),
  Leave: svgIcon(calendarOutline),
  Exams: svgIcon(documentTextOutline),
  OBE: svgIcon(analyticsOutline),
};
